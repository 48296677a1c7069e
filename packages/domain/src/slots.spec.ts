import { zonedTime } from './clock';
import { openingHoursTable, isClosedDay } from './hours';
import { ASAP, timeOptions, timeSlots } from './slots';

const fridayAt = (utc: string) => zonedTime(new Date(`2026-11-20T${utc}Z`));

describe('time slots', () => {
  it('offers every quarter hour from 10:00 to 22:30 for pre-orders on another day', () => {
    const slots = timeSlots({ date: '2026-11-21', now: fridayAt('17:30:00'), preorder: true });
    expect(slots[0]).toBe('10:00');
    expect(slots[1]).toBe('10:15');
    expect(slots.at(-1)).toBe('22:30');
    expect(slots).toHaveLength(51);
  });

  it('offers today 17:00-22:30 later than now plus ASAP for ordinary orders', () => {
    const options = timeOptions({ date: '2026-11-20', now: fridayAt('17:30:00'), preorder: false });
    expect(options[0]).toBe(ASAP);
    expect(options[1]).toBe('18:45');
    expect(options.at(-1)).toBe('22:30');
  });

  it('offers from 17:00 when it is still morning', () => {
    expect(timeSlots({ date: '2026-11-20', now: fridayAt('08:00:00'), preorder: false })[0]).toBe('17:00');
  });

  it('offers nothing after 22:30, on Tuesdays, in the past and for another day without pre-order', () => {
    expect(timeSlots({ date: '2026-11-20', now: fridayAt('21:30:00'), preorder: false })).toEqual([]);
    expect(timeSlots({ date: '2026-11-24', now: fridayAt('17:30:00'), preorder: true })).toEqual([]);
    expect(timeSlots({ date: '2026-11-19', now: fridayAt('17:30:00'), preorder: true })).toEqual([]);
    expect(timeSlots({ date: '2026-11-21', now: fridayAt('17:30:00'), preorder: false })).toEqual([]);
  });

  it('uses the Berlin day: 23:30Z on Friday is already Saturday in Berlin', () => {
    const now = zonedTime(new Date('2026-11-20T23:30:00Z'));
    expect(timeSlots({ date: '2026-11-20', now, preorder: true })).toEqual([]);
    expect(timeSlots({ date: '2026-11-21', now, preorder: true })[0]).toBe('10:00');
  });
});

describe('opening hours', () => {
  it('closes on Tuesdays only', () => {
    expect(isClosedDay('2026-11-24')).toBe(true);
    expect(isClosedDay('2026-11-23')).toBe(false);
  });

  it('lists the week from Monday with the spec hours', () => {
    const table = openingHoursTable();
    expect(table[0]).toEqual({ day: 'Montag', hours: '17:00 – 23:00 Uhr', delivery: '17:30 – 22:30 Uhr' });
    expect(table[1]).toEqual({ day: 'Dienstag', hours: 'Ruhetag', delivery: 'Ruhetag' });
    expect(table[4]).toEqual({ day: 'Freitag', hours: '16:00 – 24:00 Uhr', delivery: '16:30 – 23:30 Uhr' });
    expect(table[6]).toEqual({ day: 'Sonntag', hours: '16:00 – 23:00 Uhr', delivery: '16:30 – 22:30 Uhr' });
  });
});
