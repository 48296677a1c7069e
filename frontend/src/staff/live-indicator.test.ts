import { connectionStatus, LIVE_LABEL, POLLING_LABEL } from './live-indicator';

const synced = { loaded: true, fetchFailed: false, lastSyncedAt: Date.parse('2026-11-20T17:42:00Z') };

describe('connectionStatus', () => {
  it('is live while the socket is up and the server answers', () => {
    expect(connectionStatus(synced, true, true)).toEqual({ tone: 'live', label: LIVE_LABEL });
  });

  it('says updates come every 5 s only while the poll works without the socket', () => {
    expect(connectionStatus(synced, false, true)).toEqual({ tone: 'polling', label: POLLING_LABEL });
  });

  it('says there is no server and from when the shown state is, when the poll fails, whatever the socket says', () => {
    const failing = { ...synced, fetchFailed: true };
    expect(connectionStatus(failing, false, true)).toEqual({ tone: 'down', label: 'Keine Verbindung zum Server – letzter Stand 18:42' });
    expect(connectionStatus(failing, true, true).tone).toBe('down');
    expect(connectionStatus(synced, true, false).label).toBe('Keine Verbindung zum Server – letzter Stand 18:42');
  });

  it('says nothing was loaded yet when the very first load fails', () => {
    expect(connectionStatus({ loaded: false, fetchFailed: true, lastSyncedAt: null }, false, true).label).toBe(
      'Keine Verbindung zum Server – noch keine Bestellungen geladen',
    );
  });
});
