import { act, render, screen } from '@testing-library/react';
import { mockApi } from '../test/fetch-mock';
import { resetShopStatusForTests, SHOP_STATUS_POLL_MS, useShopStatus } from './use-shop-status';

function StatusLine() {
  const { loaded, isShopLive, expectedMinutes } = useShopStatus();
  if (!loaded) return <p>lädt</p>;
  return <p>{`${isShopLive ? 'offen' : 'geschlossen'}, Lieferung ${expectedMinutes?.lieferung ?? '?'} Min.`}</p>;
}

const answer = {
  isShopLive: 1,
  preordersEnabled: 0,
  serverTime: '2026-03-02T17:30:00.000Z',
  timezone: 'Europe/Berlin',
  expectedMinutes: { lieferung: 45, abholung: 20 },
};

describe('useShopStatus on an open page', () => {
  beforeEach(() => {
    resetShopStatusForTests();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('learns within the poll that the counter closed the shop and the waiting time grew, with one request per poll for two screens', async () => {
    let current = answer;
    const api = mockApi({ 'GET /shop-status': () => ({ body: current }) });
    render(
      <>
        <StatusLine />
        <StatusLine />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getAllByText('offen, Lieferung 45 Min.')).toHaveLength(2);

    current = { ...answer, isShopLive: 0, expectedMinutes: { lieferung: 75, abholung: 20 } };
    await act(async () => {
      jest.advanceTimersByTime(SHOP_STATUS_POLL_MS);
    });
    expect(screen.getAllByText('geschlossen, Lieferung 75 Min.')).toHaveLength(2);
    expect(api.calls('GET', '/shop-status')).toHaveLength(2);
  });

  it('stops asking once no screen shows the status', async () => {
    const api = mockApi({ 'GET /shop-status': answer });
    const view = render(<StatusLine />);
    await act(async () => undefined);
    view.unmount();
    await act(async () => {
      jest.advanceTimersByTime(3 * SHOP_STATUS_POLL_MS);
    });
    expect(api.calls('GET', '/shop-status')).toHaveLength(1);
  });
});
