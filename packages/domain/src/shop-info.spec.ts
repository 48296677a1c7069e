import { closedDayMessage, hoursOn } from './hours';
import { openingHoursTable } from './opening-hours-table';
import { timingProblem } from './order-rules';
import { HOURS_DEFAULTS, SCHEDULE_DEFAULTS, phoneHref, shopPrefix, upcomingClosures, type ShopSchedule } from './shop-info';
import { timeSlots } from './slots';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const now = { date: '2026-11-20', time: '12:00', minutes: 720, weekday: 5 };
const xmas: ShopSchedule = {
  hours: HOURS_DEFAULTS,
  closures: [{ from: '2026-12-24', until: '2026-12-26', message: 'Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.' }],
};

describe('the schedule from the settings', () => {
  it('keeps the text of docs/hours-and-times.md#opening-hours for the weekly closed Tuesday and names any other closed weekday', () => {
    expect(closedDayMessage(TUESDAY)).toBe('Dienstags geschlossen.');
    const mondayOff = {
      hours: HOURS_DEFAULTS.map((d) => (d.weekday === 1 ? { ...d, open: null, close: null, deliveryFrom: null, deliveryUntil: null } : d)),
      closures: [],
    };
    expect(closedDayMessage(MONDAY, mondayOff)).toBe('Montags geschlossen.');
    expect(closedDayMessage(MONDAY)).toBeNull();
  });

  it('a closure closes its whole days with its own message, for slots and orders alike', () => {
    expect(closedDayMessage('2026-12-25', xmas)).toBe('Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.');
    expect(closedDayMessage('2026-12-27', xmas)).toBeNull();
    expect(hoursOn('2026-12-24', xmas)).toBeNull();
    expect(timeSlots({ date: '2026-12-24', now, preorder: true, deliveryMethod: 'abholung', schedule: xmas })).toEqual([]);
    const order = { desiredDeliveryDate: '2026-12-24', desiredDeliveryTime: '18:00', preorder: true, deliveryMethod: 'abholung' as const };
    expect(
      timingProblem({
        ...order,
        now,
        status: { isShopLive: true, preordersEnabled: true },
        schedule: { ...xmas, closures: [{ ...xmas.closures[0], from: '2026-12-01' }] },
      }),
    ).toBe('Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.');
  });

  it('slots follow the owner’s hours', () => {
    const late = {
      hours: HOURS_DEFAULTS.map((d) => (d.weekday === 3 ? { ...d, open: '18:00', close: '20:00', deliveryFrom: '18:00', deliveryUntil: '19:00' } : d)),
      closures: [],
    };
    const slots = timeSlots({ date: WEDNESDAY, now, preorder: true, deliveryMethod: 'lieferung', schedule: late });
    expect(slots.filter((s) => s >= '17:00')).toEqual(['18:00', '18:15', '18:30', '18:45', '19:00']);
  });

  it('lists only closures that have not ended, soonest first, and builds the hours table', () => {
    const closures = [xmas.closures[0], { from: '2026-11-01', until: '2026-11-02', message: 'vorbei' }, { from: '2026-12-01', until: '2026-12-01', message: 'bald' }];
    expect(upcomingClosures(closures, '2026-11-20').map((c) => c.message)).toEqual(['bald', xmas.closures[0].message]);
    expect(openingHoursTable(SCHEDULE_DEFAULTS.hours)[1]).toEqual({ day: 'Dienstag', hours: 'Ruhetag', delivery: 'Ruhetag' });
  });

  it('derives the heading prefix and the phone link from the identity', () => {
    expect(shopPrefix('Pizzeria Bella Napoli')).toBe('Bella Napoli ·');
    expect(phoneHref('06401 98765-0')).toBe('tel:+496401987650');
    expect(phoneHref('+49 351 123456')).toBe('tel:+49351123456');
  });
});
