import { zonedTime, type ZonedTime } from './clock';
import { isClosedDay } from './hours';
import { openingHoursTable } from './opening-hours-table';
import type { DeliveryMethod } from './delivery-method';
import { ASAP, timeOptions, timeSlots } from './slots';

const fridayAt = (utc: string) => zonedTime(new Date(`2026-11-20T${utc}Z`));

describe('time slots', () => {
  it('offers every quarter hour from 10:00 to 22:30 for pre-orders on another day (Monday, closing 23:00)', () => {
    const slots = timeSlots({ date: '2026-11-23', now: fridayAt('17:30:00'), preorder: true, deliveryMethod: 'abholung' });
    expect(slots[0]).toBe('10:00');
    expect(slots[1]).toBe('10:15');
    expect(slots.at(-1)).toBe('22:30');
    expect(slots).toHaveLength(51);
  });

  it('follows a closing of 24:00: Saturday pre-orders run to 23:30, half an hour before closing', () => {
    const slots = timeSlots({ date: '2026-11-21', now: fridayAt('17:30:00'), preorder: true, deliveryMethod: 'abholung' });
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe('23:30');
    expect(slots).toHaveLength(55);
  });

  it('offers today from 17:00 later than now plus ASAP for ordinary orders, on Friday until 23:30', () => {
    const options = timeOptions({ date: '2026-11-20', now: fridayAt('17:30:00'), preorder: false, deliveryMethod: 'abholung' });
    expect(options[0]).toBe(ASAP);
    expect(options[1]).toBe('18:45');
    expect(options.at(-1)).toBe('23:30');
  });

  it('offers from 17:00 when it is still morning', () => {
    expect(timeSlots({ date: '2026-11-20', now: fridayAt('08:00:00'), preorder: false, deliveryMethod: 'abholung' })[0]).toBe('17:00');
  });

  it('treats a later day as a pre-order by itself: the pre-order grid, no ASAP', () => {
    const asked = timeOptions({ date: '2026-11-21', now: fridayAt('17:30:00'), preorder: true, deliveryMethod: 'abholung' });
    expect(timeOptions({ date: '2026-11-21', now: fridayAt('17:30:00'), preorder: false, deliveryMethod: 'abholung' })).toEqual(asked);
    expect(asked[0]).toBe('10:00');
  });

  it('offers nothing after the last order time, on Tuesdays and in the past', () => {
    expect(timeSlots({ date: '2026-11-20', now: fridayAt('22:30:00'), preorder: false, deliveryMethod: 'abholung' })).toEqual([]);
    expect(timeSlots({ date: '2026-11-19', now: zonedTime(new Date('2026-11-19T21:30:00Z')), preorder: false, deliveryMethod: 'abholung' })).toEqual([]);
    expect(timeSlots({ date: '2026-11-24', now: fridayAt('17:30:00'), preorder: true, deliveryMethod: 'abholung' })).toEqual([]);
    expect(timeSlots({ date: '2026-11-19', now: fridayAt('17:30:00'), preorder: true, deliveryMethod: 'abholung' })).toEqual([]);
  });

  it('uses the Berlin day: 23:30Z on Friday is already Saturday in Berlin', () => {
    const now = zonedTime(new Date('2026-11-20T23:30:00Z'));
    expect(timeSlots({ date: '2026-11-20', now, preorder: true, deliveryMethod: 'abholung' })).toEqual([]);
    expect(timeSlots({ date: '2026-11-21', now, preorder: true, deliveryMethod: 'abholung' })[0]).toBe('10:00');
  });
});

describe('time slots shaped by the opening hours', () => {
  // Monday 23 November 2026, 08:00 in Berlin: delivery 17:30–22:30, open 17:00–23:00.
  const mondayMorning = zonedTime(new Date('2026-11-23T07:00:00Z'));
  const friday = fridayAt('08:00:00');
  // Sunday 22 November 2026, 08:00 in Berlin: delivery 16:30–22:30, open 16:00–23:00.
  const sundayMorning = zonedTime(new Date('2026-11-22T07:00:00Z'));
  const sameDay = (now: ZonedTime, deliveryMethod: DeliveryMethod) => timeSlots({ date: now.date, now, preorder: false, deliveryMethod });

  it('starts Monday deliveries at 17:30 but Monday pickups at 17:00', () => {
    expect(sameDay(mondayMorning, 'lieferung').slice(0, 2)).toEqual(['17:30', '17:45']);
    expect(sameDay(mondayMorning, 'lieferung').at(-1)).toBe('22:30');
    expect(sameDay(mondayMorning, 'abholung').slice(0, 2)).toEqual(['17:00', '17:15']);
  });

  it('starts Friday and Sunday at 17:00 for both, since service begins before', () => {
    for (const now of [friday, sundayMorning]) {
      expect(sameDay(now, 'lieferung')[0]).toBe('17:00');
      expect(sameDay(now, 'abholung')[0]).toBe('17:00');
    }
  });

  it('keeps the catering slots before 17:00 in a pre-order and drops only the evening ones outside the hours', () => {
    const monday = (deliveryMethod: DeliveryMethod) => timeSlots({ date: '2026-11-23', now: friday, preorder: true, deliveryMethod });
    expect(monday('lieferung')).toEqual(expect.arrayContaining(['10:00', '16:45', '17:30', '22:30']));
    expect(monday('lieferung')).not.toContain('17:00');
    expect(monday('lieferung')).not.toContain('17:15');
    expect(monday('lieferung')).toHaveLength(49);
    expect(monday('abholung')).toHaveLength(51);
  });

  it('reads the weekday of the Berlin day: 23:30Z on Sunday is Monday 00:30 with Monday hours', () => {
    const now = zonedTime(new Date('2026-11-22T23:30:00Z'));
    expect(now.date).toBe('2026-11-23');
    expect(sameDay(now, 'lieferung')[0]).toBe('17:30');
    expect(timeSlots({ date: '2026-11-22', now, preorder: true, deliveryMethod: 'lieferung' })).toEqual([]);
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
