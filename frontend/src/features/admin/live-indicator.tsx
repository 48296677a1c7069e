import { useAdminSession } from './admin-session';

export const LIVE_LABEL = 'Live';
export const POLLING_LABEL = 'Offline – Aktualisierung alle 5 s';

/** Shows staff whether orders arrive live or only through the 5-second poll. */
export function LiveIndicator({ offlineLabel }: { offlineLabel?: string }) {
  const { connected } = useAdminSession();
  const live = connected && !offlineLabel;
  return (
    <p className={`live-indicator ${live ? 'live-indicator--live' : 'live-indicator--offline'}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? LIVE_LABEL : (offlineLabel ?? POLLING_LABEL)}
    </p>
  );
}
