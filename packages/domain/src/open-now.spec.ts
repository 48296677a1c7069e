import { zonedTime } from './clock';
import { HOURS_DEFAULTS, SCHEDULE_DEFAULTS, type ShopSchedule, type WeekdayHours } from './shop-info';
import { asapClosedMessage, closedNowText, isOpenNow, nextOpeningOf, nextShopOpening, openNowStatus, type OpenState } from './open-now';
import { ASAP, timeOptions, timeSlots } from './slots';
import { earlyOrderProblem, timingProblem } from './order-rules';
import { ORDER_TIMES_DEFAULTS } from './order-times';

// Berlin is UTC+1 in November: 2026-11-26 is a Thursday, 2026-11-27 a Friday.
const at = (utc: string) => zonedTime(new Date(utc));
const state = (utc: string, schedule: ShopSchedule = SCHEDULE_DEFAULTS, extra: Partial<OpenState> = {}): OpenState => ({
  now: at(utc),
  schedule,
  isShopLive: true,
  ...extra,
});

const withDay = (change: Partial<WeekdayHours> & { weekday: number }): ShopSchedule => ({
  ...SCHEDULE_DEFAULTS,
  hours: HOURS_DEFAULTS.map((d) => (d.weekday === change.weekday ? { ...d, ...change } : d)),
});
/** Thursday with a lunch service 11:30–14:30 (delivery 11:45–14:00) before the evening. */
const lunchThursday = withDay({ weekday: 4, lunchOpen: '11:30', lunchClose: '14:30', lunchDeliveryFrom: '11:45', lunchDeliveryUntil: '14:00' });

describe("open now, per method, from the owner's hours", () => {
  it('is closed before the hours and names the opening today', () => {
    const s = state('2026-11-26T15:00:00Z'); // 16:00
    expect(isOpenNow('abholung', s)).toBe(false);
    expect(nextOpeningOf('abholung', s)).toEqual({ date: '2026-11-26', time: '17:00' });
    expect(nextOpeningOf('lieferung', s)).toEqual({ date: '2026-11-26', time: '17:30' });
    expect(closedNowText(nextShopOpening(s), s.now.date)).toBe('Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr.');
  });

  it("is open within each method's own hours: pickup from 17:00, delivery from 17:30", () => {
    const s = state('2026-11-26T16:10:00Z'); // 17:10
    expect(isOpenNow('abholung', s)).toBe(true);
    expect(isOpenNow('lieferung', s)).toBe(false);
    expect(nextShopOpening(s)).toBeNull();
    expect(openNowStatus(s, 'Europe/Berlin')).toEqual({ openNow: { abholung: true, lieferung: false }, nextOpening: null });
  });

  it('is closed after the last order time (Thursday 23:08) and opens next on Friday at 16:00', () => {
    const s = state('2026-11-26T22:08:00Z');
    expect(isOpenNow('abholung', s)).toBe(false);
    expect(isOpenNow('lieferung', s)).toBe(false);
    expect(openNowStatus(s, 'Europe/Berlin')).toEqual({ openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-27T15:00:00.000Z' });
    expect(closedNowText(nextShopOpening(s), s.now.date)).toBe('Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr.');
    // Pickup's last order is half an hour before 23:00; delivery ends at its own 22:30.
    expect(isOpenNow('abholung', state('2026-11-26T21:30:00Z'))).toBe(true);
    expect(isOpenNow('abholung', state('2026-11-26T21:31:00Z'))).toBe(false);
  });

  it('keeps a late Friday open until 23:30 (closing 24:00, delivery until 23:30) and offers those times', () => {
    const s = state('2026-11-27T22:20:00Z'); // Friday 23:20
    expect(isOpenNow('abholung', s)).toBe(true);
    expect(isOpenNow('lieferung', s)).toBe(true);
    expect(isOpenNow('lieferung', state('2026-11-27T22:31:00Z'))).toBe(false);
    const friday = at('2026-11-27T17:00:00Z'); // 18:00
    expect(timeSlots({ date: '2026-11-27', now: friday, preorder: false, deliveryMethod: 'lieferung' }).slice(-3)).toEqual(['23:00', '23:15', '23:30']);
    expect(timeSlots({ date: '2026-11-27', now: friday, preorder: false, deliveryMethod: 'abholung' }).at(-1)).toBe('23:30');
  });

  it('is closed on the weekly day off and on a closure, and names the next open day', () => {
    const tuesday = state('2026-12-01T18:00:00Z'); // Tuesday 19:00
    expect(isOpenNow('abholung', tuesday)).toBe(false);
    expect(nextShopOpening(tuesday)).toEqual({ date: '2026-12-02', time: '17:00' });
    const holidays: ShopSchedule = { ...SCHEDULE_DEFAULTS, closures: [{ from: '2026-11-26', until: '2026-11-28', message: 'Betriebsferien' }] };
    const closed = state('2026-11-26T18:00:00Z', holidays); // Thursday 19:00, in the closure
    expect(isOpenNow('lieferung', closed)).toBe(false);
    expect(nextShopOpening(closed)).toEqual({ date: '2026-11-29', time: '16:00' });
    expect(closedNowText(nextShopOpening(closed), closed.now.date)).toBe('Jetzt geschlossen – wieder geöffnet ab Sonntag, 29.11., 16:00 Uhr.');
  });

  it('is closed while paused and opens again when the pause ends inside the hours', () => {
    const s = state('2026-11-26T18:00:00Z', SCHEDULE_DEFAULTS, { pausedUntil: { lieferung: at('2026-11-26T19:30:00Z') } });
    expect(isOpenNow('lieferung', s)).toBe(false);
    expect(isOpenNow('abholung', s)).toBe(true);
    expect(nextOpeningOf('lieferung', s)).toEqual({ date: '2026-11-26', time: '20:30' });
  });

  it('is closed with the switch off, without guessing when staff switch it on', () => {
    const s = state('2026-11-26T18:00:00Z', SCHEDULE_DEFAULTS, { isShopLive: false });
    expect(isOpenNow('abholung', s)).toBe(false);
    expect(nextShopOpening(s)).toBeNull();
    expect(closedNowText(null, s.now.date)).toBe('Jetzt geschlossen.');
  });
});

describe('lunch service', () => {
  it('is open at lunch, closed between lunch and evening, and says when the evening starts', () => {
    expect(isOpenNow('abholung', state('2026-11-26T11:00:00Z', lunchThursday))).toBe(true); // 12:00
    expect(isOpenNow('lieferung', state('2026-11-26T10:40:00Z', lunchThursday))).toBe(false); // 11:40, delivery from 11:45
    const afternoon = state('2026-11-26T14:00:00Z', lunchThursday); // 15:00
    expect(isOpenNow('abholung', afternoon)).toBe(false);
    expect(nextShopOpening(afternoon)).toEqual({ date: '2026-11-26', time: '17:00' });
    expect(nextShopOpening(state('2026-11-26T09:00:00Z', lunchThursday))).toEqual({ date: '2026-11-26', time: '11:30' });
  });

  it('offers lunch times to an ordinary order, small carts included, up to the last order margin', () => {
    const morning = at('2026-11-26T08:00:00Z'); // 09:00
    const pickup = timeSlots({ date: '2026-11-26', now: morning, preorder: false, deliveryMethod: 'abholung', schedule: lunchThursday });
    expect(pickup.slice(0, 3)).toEqual(['11:30', '11:45', '12:00']);
    expect(pickup).toContain('14:00');
    expect(pickup).not.toContain('14:15');
    expect(pickup[pickup.indexOf('14:00') + 1]).toBe('17:00');
    const delivery = timeSlots({ date: '2026-11-26', now: morning, preorder: false, deliveryMethod: 'lieferung', schedule: lunchThursday });
    expect(delivery.slice(0, 2)).toEqual(['11:45', '12:00']);
    expect(delivery).toContain('14:00');
    expect(earlyOrderProblem('12:00', 1500, { date: '2026-11-26', deliveryMethod: 'abholung', schedule: lunchThursday })).toBeNull();
    // Between lunch and evening the 17:00 rule still holds for a pre-order (catering on request).
    expect(earlyOrderProblem('15:30', 1500, { date: '2026-11-26', deliveryMethod: 'abholung', schedule: lunchThursday })).toBe(
      'Bestellungen vor 17 Uhr auf Anfrage oder 100€',
    );
  });

  it('accepts ASAP at lunch and refuses it in the afternoon gap with the next opening', () => {
    const order = { desiredDeliveryDate: '2026-11-26', desiredDeliveryTime: ASAP, preorder: false, deliveryMethod: 'abholung' as const };
    const status = { isShopLive: true, preordersEnabled: false };
    expect(timingProblem({ ...order, now: at('2026-11-26T11:00:00Z'), status, schedule: lunchThursday })).toBeNull();
    const s = state('2026-11-26T14:00:00Z', lunchThursday);
    const refusal = timingProblem({
      ...order,
      now: s.now,
      status,
      schedule: lunchThursday,
      openNow: isOpenNow('abholung', s),
      closedMessage: asapClosedMessage(nextShopOpening(s), s.now.date),
    });
    expect(refusal).toBe(
      'Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr. „So schnell wie möglich“ geht nur während der Öffnungszeiten – bitte wählen Sie eine Uhrzeit (Vorbestellung).',
    );
    expect(timeOptions({ date: '2026-11-26', now: s.now, preorder: false, deliveryMethod: 'abholung', schedule: lunchThursday, openNow: false })[0]).toBe('17:00');
  });
});

describe('the early-order figures as settings (docs/hours-and-times.md#early-orders)', () => {
  const owner: ShopSchedule = {
    ...SCHEDULE_DEFAULTS,
    orderTimes: { ...ORDER_TIMES_DEFAULTS, earlyOrderBefore: '16:00', earlyOrderMinCents: 5000, lastOrderMinutes: 15, cateringFrom: '11:00' },
  };
  const where = { date: '2026-11-30', deliveryMethod: 'abholung' as const, schedule: owner }; // a Monday

  it('refuses with the documented text and the configured figures', () => {
    expect(earlyOrderProblem('15:45', 4999, where)).toBe('Bestellungen vor 16 Uhr auf Anfrage oder 50€');
    expect(earlyOrderProblem('15:45', 5000, where)).toBeNull();
    expect(earlyOrderProblem('16:00', 100, where)).toBeNull();
  });

  it('uses the configured last-order margin and catering window', () => {
    const slots = timeSlots({ ...where, now: at('2026-11-26T08:00:00Z'), preorder: true });
    expect(slots[0]).toBe('11:00');
    expect(slots.at(-1)).toBe('22:45');
    // Monday opens at 17:00: between the early-order hour and the opening nothing is offered.
    expect(slots).not.toContain('16:15');
  });
});
