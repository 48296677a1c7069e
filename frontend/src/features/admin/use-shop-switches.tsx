import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SOCKET_EVENTS, type ShopStatusPayload } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { onPageVisible } from '../../lib/page-visibility';
import { useAdminSession } from '../../staff/admin-session';

export interface ShopFlags {
  isShopLive: boolean;
  preordersEnabled: boolean;
}

interface ShopSwitches {
  /** null until the first read answered. */
  flags: ShopFlags | null;
  set: (key: keyof ShopFlags, value: boolean) => void;
}

const ShopSwitchesContext = createContext<ShopSwitches | null>(null);

function readFlags(body: Partial<Record<keyof ShopFlags, unknown>>): ShopFlags {
  return { isShopLive: Boolean(Number(body.isShopLive)), preordersEnabled: Boolean(Number(body.preordersEnabled)) };
}

/**
 * "Shop live" and "Vorbestellungen" for every part of the admin area (the switches, the closed bar):
 * read at start and again whenever the live connection comes back or the window regains focus (a
 * change made elsewhere meanwhile may have been missed), kept in step by the socket, and changed one
 * at a time, so a stale screen never sends back the other switch.
 */
export function ShopSwitchesProvider({ children }: { children: ReactNode }) {
  const { subscribe, onConnect } = useAdminSession();
  const [flags, setFlags] = useState<ShopFlags | null>(null);
  // Counts local changes; a read that started before the latest change must not undo it on screen.
  const changes = useRef(0);

  const load = useCallback(() => {
    const startedAt = changes.current;
    api
      .get<ShopFlags>('/shop-status')
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

  const set = useCallback((key: keyof ShopFlags, next: boolean) => {
    const mine = ++changes.current;
    setFlags((current) => current && { ...current, [key]: next });
    const change: Partial<ShopStatusPayload> = { [key]: next ? 1 : 0 };
    api
      .post<Partial<Record<keyof ShopFlags, unknown>>>('/shop-status', change, { auth: true })
      .then((body) => {
        if (changes.current === mine) setFlags(readFlags(body));
      })
      .catch((e: unknown) => {
        console.error('Shop-Status konnte nicht gespeichert werden.', e);
        setFlags((current) => current && { ...current, [key]: !next });
      });
  }, []);

  const value = useMemo(() => ({ flags, set }), [flags, set]);
  return <ShopSwitchesContext.Provider value={value}>{children}</ShopSwitchesContext.Provider>;
}

export function useShopSwitches(): ShopSwitches {
  const switches = useContext(ShopSwitchesContext);
  if (!switches) throw new Error('useShopSwitches needs <ShopSwitchesProvider>');
  return switches;
}
