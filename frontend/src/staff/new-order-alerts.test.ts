import { SOUND_RETRIES, SOUND_RETRY_DELAY_MS } from '@pizzeria/domain';
import { orderRecord } from './order-record.test-support';
import { AutoplayBlockedError, notificationBody, notifyNewOrder, playWithRetries, SOUND_FAILED, soundEnabledSetting, storeSoundEnabled } from './new-order-alerts';

describe('playWithRetries', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it(`tries ${SOUND_RETRIES} more times, ${SOUND_RETRY_DELAY_MS} ms apart, then gives up`, async () => {
    jest.useFakeTimers();
    const play = jest.fn().mockRejectedValue(new Error('blocked'));
    const result = playWithRetries(play);
    await jest.advanceTimersByTimeAsync(SOUND_RETRY_DELAY_MS - 1);
    expect(play).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(play).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(SOUND_RETRY_DELAY_MS);
    await expect(result).resolves.toBe(false);
    expect(play).toHaveBeenCalledTimes(1 + SOUND_RETRIES);
    jest.useRealTimers();
  });

  it('stops as soon as a try succeeds', async () => {
    const play = jest.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(undefined);
    await expect(playWithRetries(play, 2, 0)).resolves.toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('logs a failed try as an error, but not a browser that holds sound back until the first click', async () => {
    await playWithRetries(jest.fn().mockRejectedValue(new AutoplayBlockedError()), 1, 0);
    expect(console.error).not.toHaveBeenCalled();
    await playWithRetries(jest.fn().mockRejectedValue(new Error('kaputt')), 0, 0);
    expect(console.error).toHaveBeenCalledWith(SOUND_FAILED, expect.any(Error));
  });
});

describe('notifyNewOrder', () => {
  afterEach(() => {
    delete (window as { Notification?: unknown }).Notification;
  });

  function installNotification(permission: NotificationPermission) {
    const calls: unknown[][] = [];
    const Fake = function (this: unknown, ...args: unknown[]) {
      calls.push(args);
    } as unknown as typeof Notification;
    Object.defineProperty(Fake, 'permission', { value: permission });
    (window as { Notification?: unknown }).Notification = Fake;
    return calls;
  }

  it('shows "Neue Bestellung!" when permission is granted', () => {
    const calls = installNotification('granted');
    expect(notifyNewOrder()).toBe(true);
    expect(calls[0][0]).toBe('Neue Bestellung!');
    expect(calls[0][1]).toMatchObject({ body: 'Eine neue Bestellung ist eingegangen.' });
  });

  it('adds number, wanted time and amount of the order after the spec’s text', () => {
    const calls = installNotification('granted');
    const order = orderRecord({ order_id: 42, desiredDeliveryDate: '2026-03-02', desiredDeliveryTime: '19:30', order_total: 24.5 });
    notifyNewOrder([order]);
    expect(calls[0][0]).toBe('Neue Bestellung!');
    expect(calls[0][1]).toMatchObject({ body: 'Eine neue Bestellung ist eingegangen. #42 · 02.03.2026, 19:30 · 24,50\u00a0€' });
  });

  it('names the numbers of several orders announced together', () => {
    const orders = [1, 2, 3, 4, 5, 6].map((id) => orderRecord({ order_id: id }));
    expect(notificationBody(orders.slice(0, 2))).toBe('Eine neue Bestellung ist eingegangen. 2 neue Bestellungen: #1, #2');
    expect(notificationBody(orders)).toBe('Eine neue Bestellung ist eingegangen. 6 neue Bestellungen: #1, #2, #3, #4, #5 …');
  });

  it('shows nothing without permission', () => {
    const calls = installNotification('default');
    expect(notifyNewOrder()).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('sound setting', () => {
  it('is on by default and remembers "off"', () => {
    expect(soundEnabledSetting()).toBe(true);
    storeSoundEnabled(false);
    expect(soundEnabledSetting()).toBe(false);
  });
});
