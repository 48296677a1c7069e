import type { BoardOrders } from './board-query';
import { useAdminSession } from './admin-session';
import { formatShopTime } from './order-labels';
import { useOnline } from './use-online';

export const LIVE_LABEL = 'Live';
export const POLLING_LABEL = 'Offline – Aktualisierung alle 5 s';
const CONNECTING_LABEL = 'Verbinde …';
export const RETRY_NOTE = 'neuer Versuch alle 5 s';

type Sync = Pick<BoardOrders, 'loaded' | 'fetchFailed' | 'lastSyncedAt'>;

export interface ConnectionStatus {
  tone: 'live' | 'polling' | 'down';
  label: string;
}

/**
 * What staff may rely on: live updates, the 5-second poll alone, or nothing at all, in which case
 * the screen shows an older state and says from when.
 */
export function connectionStatus(sync: Sync, connected: boolean, online: boolean): ConnectionStatus {
  if (!online || sync.fetchFailed) {
    const since = sync.lastSyncedAt === null ? 'noch keine Bestellungen geladen' : `letzter Stand ${formatShopTime(sync.lastSyncedAt)}`;
    return { tone: 'down', label: `Keine Verbindung zum Server – ${since}` };
  }
  if (connected) return { tone: 'live', label: LIVE_LABEL };
  if (!sync.loaded) return { tone: 'polling', label: CONNECTING_LABEL };
  return { tone: 'polling', label: POLLING_LABEL };
}

/** Shows staff whether orders arrive live, only through the 5-second poll, or not at all. */
export function LiveIndicator({ sync }: { sync: Sync }) {
  const { connected } = useAdminSession();
  const online = useOnline();
  const status = connectionStatus(sync, connected, online);
  return (
    <p className={`live-indicator live-indicator--${status.tone}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {status.label}
      {status.tone === 'down' && <span className="live-indicator__retry"> · {RETRY_NOTE}</span>}
    </p>
  );
}
