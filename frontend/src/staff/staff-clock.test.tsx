import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mockApi } from '../test/fetch-mock';
import { formatShopDateTime, formatShopDayTime } from './order-labels';
import { noteServerClock, staffNow, staffTimeZone, useStaffClockSync } from './staff-clock';
import { createStaffQueryClient } from './staff-query-client';
import { useNow } from './use-now';

const SERVER_NOW = '2026-11-20T17:30:00.000Z';

/** A screen that shows "now" as staff screens read it. */
function Now() {
  useStaffClockSync();
  const now = useNow(60_000);
  return <p>{formatShopDateTime(now)}</p>;
}

describe('the staff clock', () => {
  beforeEach(() => {
    // Each test starts from a device clock that is right, in the default zone.
    noteServerClock({ serverTime: new Date().toISOString(), timezone: 'Europe/Berlin' }, Date.now(), Date.now());
  });

  it("takes the server's time as read halfway through the round trip", () => {
    const sentAt = Date.parse('2026-11-18T10:00:00.000Z');
    noteServerClock({ serverTime: SERVER_NOW }, sentAt, sentAt + 400);
    expect(staffNow() - Date.now()).toBeCloseTo(Date.parse(SERVER_NOW) - (sentAt + 200), -2);
  });

  it('keeps the clock it has for an answer without a time and the zone for an unknown one', () => {
    const sentAt = Date.parse('2026-11-18T10:00:00.000Z');
    noteServerClock({ serverTime: SERVER_NOW, timezone: 'America/New_York' }, sentAt, sentAt);
    const offset = staffNow() - Date.now();
    noteServerClock({ timezone: 'Mars/Olympus_Mons' }, Date.now(), Date.now());
    noteServerClock(null, Date.now(), Date.now());
    expect(staffTimeZone()).toBe('America/New_York');
    expect(Math.abs(staffNow() - Date.now() - offset)).toBeLessThan(1000);
  });

  it("formats staff times in the shop's zone", () => {
    noteServerClock({ serverTime: new Date().toISOString(), timezone: 'America/New_York' }, Date.now(), Date.now());
    expect(formatShopDayTime(SERVER_NOW, '2026-11-20')).toBe('12:30');
    noteServerClock({ timezone: 'Europe/Berlin' }, Date.now(), Date.now());
    expect(formatShopDayTime(SERVER_NOW, '2026-11-20')).toBe('18:30');
  });

  it("moves a screen's now to the server's clock and zone once the shop status answers", async () => {
    const api = mockApi({ 'GET /shop-status': { isShopLive: 1, serverTime: SERVER_NOW, timezone: 'Asia/Tokyo' } });
    render(
      <QueryClientProvider client={createStaffQueryClient()}>
        <Now />
      </QueryClientProvider>,
    );
    // 17:30 UTC is 02:30 the next day in Tokyo, whatever this machine's clock says (02:29: the screen read its clock just before the answer).
    expect(await screen.findByText(/^21\.11\.2026, 02:(29|30)$/)).toBeTruthy();
    expect(api.calls('GET', '/shop-status')).toHaveLength(1);
  });

  it("reads the server's clock again every ten minutes: a device set right (or wrong) meanwhile is caught", async () => {
    jest.useFakeTimers();
    try {
      let serverTime = SERVER_NOW;
      const api = mockApi({ 'GET /shop-status': () => ({ body: { serverTime, timezone: 'Europe/Berlin' } }) });
      render(
        <QueryClientProvider client={createStaffQueryClient()}>
          <Now />
        </QueryClientProvider>,
      );
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(Math.abs(staffNow() - Date.parse(SERVER_NOW))).toBeLessThan(1000);
      serverTime = '2026-11-20T19:00:00.000Z';
      await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
      expect(api.calls('GET', '/shop-status')).toHaveLength(2);
      expect(Math.abs(staffNow() - Date.parse(serverTime))).toBeLessThan(1000);
    } finally {
      jest.useRealTimers();
    }
  });
});
