import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, type ShopStatusPayload } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { onPageVisible } from '../../lib/page-visibility';
import { useAdminSession } from './admin-session';

interface Flags {
  isShopLive: boolean;
  preordersEnabled: boolean;
}

function readFlags(body: Partial<Record<keyof Flags, unknown>>): Flags {
  return { isShopLive: Boolean(Number(body.isShopLive)), preordersEnabled: Boolean(Number(body.preordersEnabled)) };
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

/**
 * "Shop live" and "Vorbestellungen": read at start and again whenever the live connection comes back
 * or the window regains focus (a change made elsewhere meanwhile may have been missed), kept in step
 * by the socket, and changed one at a time, so a stale screen never sends back the other switch.
 */
export function ShopStatusSwitches() {
  const { subscribe, onConnect } = useAdminSession();
  const [flags, setFlags] = useState<Flags | null>(null);
  // Counts local changes; a read that started before the latest change must not undo it on screen.
  const changes = useRef(0);

  const load = useCallback(() => {
    const startedAt = changes.current;
    api
      .get<Flags>('/shop-status')
      .then((body) => {
        if (changes.current === startedAt) setFlags(readFlags(body));
      })
      .catch((e: unknown) => console.error('Shop-Status konnte nicht geladen werden.', e));
  }, []);

  useEffect(() => {
    load();
    const offStatus = subscribe(SOCKET_EVENTS.shopStatus, (status) => setFlags(readFlags(status)));
    const offConnect = onConnect(load);
    const offVisible = onPageVisible(load);
    window.addEventListener('focus', load);
    return () => {
      offStatus();
      offConnect();
      offVisible();
      window.removeEventListener('focus', load);
    };
  }, [subscribe, onConnect, load]);

  function change(key: keyof Flags) {
    if (!flags) return;
    const next = !flags[key];
    const mine = ++changes.current;
    setFlags({ ...flags, [key]: next });
    const change: Partial<ShopStatusPayload> = { [key]: next ? 1 : 0 };
    api
      .post<Partial<Record<keyof Flags, unknown>>>('/shop-status', change, { auth: true })
      .then((body) => {
        if (changes.current === mine) setFlags(readFlags(body));
      })
      .catch((e: unknown) => {
        console.error('Shop-Status konnte nicht gespeichert werden.', e);
        setFlags((current) => current && { ...current, [key]: !next });
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
