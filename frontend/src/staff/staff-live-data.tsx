import type { ReactNode } from 'react';
import { useBoardPolling } from './board-query';
import { useSocketBridge } from './socket-bridge';

/**
 * Behind the login: the live connection's events go into the query cache and the board is polled
 * as its fallback, once per tab, kept while staff move between the board, the overview and the kitchen.
 */
export function StaffLiveData({ children }: { children: ReactNode }) {
  useSocketBridge();
  useBoardPolling();
  return <>{children}</>;
}
