import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, type OrdersOverview } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';
import { FETCH_ORDERS_ERROR } from '../../staff/admin-orders-api';
import { readOverview, type Overview } from './overview-data';

export interface OrdersOverviewState {
  overview: Overview | null;
  failed: boolean;
}

/**
 * The overview behind `query` (null while the chosen period is incomplete). It is loaded again whenever an order is placed or changes
 * (socket events) and after every reconnect, so the evening's figures are current while they are
 * watched. During a burst of events at most one request is under way and one more follows it.
 */
export function useOrdersOverview(query: string | null): OrdersOverviewState {
  const { subscribe, onConnect } = useAdminSession();
  const [state, setState] = useState<OrdersOverviewState>({ overview: null, failed: false });
  const queryRef = useRef(query);
  queryRef.current = query;
  const inFlight = useRef(false);
  const again = useRef(false);

  const load = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    do {
      again.current = false;
      const requested = queryRef.current;
      if (!requested) break;
      try {
        const body = await api.get<OrdersOverview>(requested, { auth: true });
        if (requested === queryRef.current) setState({ overview: readOverview(body), failed: false });
        else again.current = true;
      } catch (error) {
        console.error(FETCH_ORDERS_ERROR, error);
        if (requested === queryRef.current) setState((s) => ({ ...s, failed: true }));
      }
    } while (again.current);
    inFlight.current = false;
  }, []);

  useEffect(() => {
    void load();
  }, [query, load]);

  useEffect(() => {
    const reload = () => void load();
    const unsubscribe = [subscribe(SOCKET_EVENTS.orderCreated, reload), subscribe(SOCKET_EVENTS.orderUpdated, reload), onConnect(reload)];
    return () => unsubscribe.forEach((off) => off());
  }, [subscribe, onConnect, load]);

  return state;
}
