import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ADMIN_POLL_MS, SOCKET_EVENTS, type AdminServerEvents, type StaffRole } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY, getAdminToken, setUnauthorizedHandler } from '../lib/api-client';
import { connectAdminSocket } from '../lib/socket';
import { tokenRole } from './admin-nav';
import { useTokenRenewal } from './admin-token-renewal';

type AdminEvent = keyof AdminServerEvents;
type Handlers = { [E in AdminEvent]: Set<AdminServerEvents[E]> };

export interface AdminSession {
  token: string | null;
  /** The signed-in person's role (from the token); decides the navigation. */
  role: StaffRole | null;
  signIn: (token: string) => void;
  signOut: () => void;
  /** Whether the live connection (socket.io /admin) is up. */
  connected: boolean;
  subscribe: <E extends AdminEvent>(event: E, handler: AdminServerEvents[E]) => () => void;
  /** Called each time the live connection comes (back) up, so screens can refetch what they missed. */
  onConnect: (handler: () => void) => () => void;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/**
 * The admin area's login state and its one live connection. Every admin screen shares the
 * socket through this provider; signing out (or a 401 from any admin call) closes it and empties
 * the staff query cache.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => getAdminToken());
  const tokenRef = useRef(token);
  tokenRef.current = token;
  // When this page obtained the current token; unknown (null) for one found in storage at page load.
  const obtainedAt = useRef<number | null>(null);
  const [connected, setConnected] = useState(false);
  const handlers = useRef<Handlers>({
    [SOCKET_EVENTS.orderCreated]: new Set(),
    [SOCKET_EVENTS.orderUpdated]: new Set(),
    [SOCKET_EVENTS.shopStatus]: new Set(),
    [SOCKET_EVENTS.outboxStatus]: new Set(),
    [SOCKET_EVENTS.printerStatus]: new Set(),
    [SOCKET_EVENTS.busyMode]: new Set(),
  });
  const connectHandlers = useRef(new Set<() => void>());

  const signIn = useCallback((next: string) => {
    localStorage.setItem(ADMIN_TOKEN_KEY, next);
    obtainedAt.current = Date.now();
    setToken(next);
  }, []);

  const signOut = useCallback(() => {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    obtainedAt.current = null;
    setToken(null);
    void navigate('/admin/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    return () => setUnauthorizedHandler(null);
  }, [signOut]);

  useTokenRenewal(token, obtainedAt, signIn);

  // Signed out: whoever signs in next on this device starts without this person's data or unsent changes.
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  // One socket for the whole session: a renewed token is picked up at the next handshake, no reconnect needed.
  // A driver's phone gets no board feed (the server refuses it); their screen polls their own deliveries.
  const signedIn = token !== null && tokenRole(token) !== 'driver';
  useEffect(() => {
    if (!signedIn) return;
    const socket = connectAdminSocket(() => tokenRef.current);
    let retry: ReturnType<typeof setTimeout> | undefined;
    // socket.io gives up after a refused handshake or a server-side disconnect (e.g. the database was
    // briefly down); try again at the poll's pace. A token that is really invalid ends the session
    // through the next poll's 401 instead.
    const retryLater = () => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), ADMIN_POLL_MS);
    };
    socket.on('connect', () => {
      setConnected(true);
      for (const handler of connectHandlers.current) handler();
    });
    socket.on('disconnect', (reason) => {
      setConnected(false);
      if (reason === 'io server disconnect') retryLater();
    });
    socket.on('connect_error', () => {
      setConnected(false);
      if (!socket.active) retryLater();
    });
    for (const event of Object.keys(handlers.current) as AdminEvent[]) {
      const dispatch = (payload: never) => {
        for (const handler of handlers.current[event]) (handler as (p: never) => void)(payload);
      };
      socket.on(event, dispatch as never);
    }
    return () => {
      clearTimeout(retry);
      socket.disconnect();
      setConnected(false);
    };
  }, [signedIn]);

  const subscribe = useCallback(<E extends AdminEvent>(event: E, handler: AdminServerEvents[E]) => {
    const set = handlers.current[event] as Set<AdminServerEvents[E]>;
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }, []);

  const onConnect = useCallback((handler: () => void) => {
    connectHandlers.current.add(handler);
    return () => {
      connectHandlers.current.delete(handler);
    };
  }, []);

  const role = tokenRole(token);
  const value = useMemo(() => ({ token, role, signIn, signOut, connected, subscribe, onConnect }), [token, role, signIn, signOut, connected, subscribe, onConnect]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession needs <AdminSessionProvider>');
  return session;
}
