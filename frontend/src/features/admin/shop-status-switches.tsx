import { useEffect, useState } from 'react';
import { SOCKET_EVENTS, type ShopStatusPayload } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { useAdminSession } from './admin-session';

interface Flags {
  isShopLive: boolean;
  preordersEnabled: boolean;
}

function readFlags(body: Partial<Record<keyof Flags, unknown>>): Flags {
  return { isShopLive: Boolean(Number(body.isShopLive)), preordersEnabled: Boolean(Number(body.preordersEnabled)) };
}

function toPayload(flags: Flags): ShopStatusPayload {
  return { isShopLive: flags.isShopLive ? 1 : 0, preordersEnabled: flags.preordersEnabled ? 1 : 0 };
}

function Switch({ label, checked, disabled, onToggle }: { label: string; checked: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="admin-switch" disabled={disabled} onClick={onToggle}>
      <span className="admin-switch__track" aria-hidden="true">
        <span className="admin-switch__thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}

/** "Shop live" and "Vorbestellungen": read at start, changed by staff, kept in step across devices by the socket. */
export function ShopStatusSwitches() {
  const { subscribe } = useAdminSession();
  const [flags, setFlags] = useState<Flags | null>(null);

  useEffect(() => {
    let active = true;
    api
      .get<Flags>('/shop-status')
      .then((body) => active && setFlags(readFlags(body)))
      .catch((e: unknown) => console.error('Shop-Status konnte nicht geladen werden.', e));
    const unsubscribe = subscribe(SOCKET_EVENTS.shopStatus, (status) => setFlags(readFlags(status)));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [subscribe]);

  function change(key: keyof Flags) {
    if (!flags) return;
    const previous = flags;
    const next = { ...flags, [key]: !flags[key] };
    setFlags(next);
    api.post('/shop-status', toPayload(next), { auth: true }).catch((e: unknown) => {
      console.error('Shop-Status konnte nicht gespeichert werden.', e);
      setFlags(previous);
    });
  }

  return (
    <div className="admin-switches" aria-busy={!flags}>
      <Switch label="Shop live" checked={flags?.isShopLive ?? false} disabled={!flags} onToggle={() => change('isShopLive')} />
      <Switch
        label="Vorbestellungen"
        checked={flags?.preordersEnabled ?? false}
        disabled={!flags}
        onToggle={() => change('preordersEnabled')}
      />
    </div>
  );
}
