import { addDays, fixedClock, isValidDateString, runningClock, weekdayOf, zonedTime, zonedToInstant } from './clock';

describe('shop clock in Europe/Berlin', () => {
  it('reads an instant in Berlin, not in the machine zone', () => {
    expect(zonedTime(new Date('2026-11-20T17:30:00Z'))).toEqual({ date: '2026-11-20', time: '18:30', minutes: 1110, weekday: 5 });
  });

  it('moves to the next Berlin day before UTC does (around midnight)', () => {
    expect(zonedTime(new Date('2026-11-20T22:59:00Z')).date).toBe('2026-11-20');
    expect(zonedTime(new Date('2026-11-20T23:00:00Z'))).toMatchObject({ date: '2026-11-21', time: '00:00', weekday: 6 });
    expect(zonedTime(new Date('2026-07-10T22:30:00Z'))).toMatchObject({ date: '2026-07-11', time: '00:30' });
  });

  it('answers repeated readings of a minute alike, per zone, across the DST switch, and unharmed by a caller changing one', () => {
    const first = zonedTime(new Date('2026-11-20T17:30:00Z'));
    first.time = '00:00';
    expect(zonedTime(new Date('2026-11-20T17:30:59Z'))).toEqual({ date: '2026-11-20', time: '18:30', minutes: 1110, weekday: 5 });
    expect(zonedTime(new Date('2026-11-20T17:30:30Z'), 'America/New_York')).toMatchObject({ time: '12:30' });
    expect(zonedTime(new Date('2026-11-20T17:31:00Z')).time).toBe('18:31');
    expect(zonedTime(new Date('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(zonedTime(new Date('2026-03-29T01:00:00Z')).time).toBe('03:00');
  });

  it('converts Berlin wall-clock times to instants, in winter and summer', () => {
    expect(zonedToInstant('2026-11-20', '00:00').toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(zonedToInstant('2026-07-10', '17:00').toISOString()).toBe('2026-07-10T15:00:00.000Z');
    expect(zonedToInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('knows weekdays and validates dates', () => {
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(isValidDateString('2026-02-29')).toBe(false);
    expect(isValidDateString('2028-02-29')).toBe(true);
    expect(isValidDateString('20.11.2026')).toBe(false);
    expect(isValidDateString(20261120)).toBe(false);
    // A day must have a day after it: a service day ends on the next one.
    expect(isValidDateString('9998-12-31')).toBe(true);
    expect(isValidDateString('9999-12-31')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers a fixed clock for tests', () => {
    expect(fixedClock('2026-11-20T17:30:00Z').now().toISOString()).toBe('2026-11-20T17:30:00.000Z');
  });

  it('offers a clock for tests that starts at an instant and runs with the real time', () => {
    const startedAt = Date.now() - 90_000;
    const clock = runningClock('2026-11-20T17:30:00Z', startedAt);
    const read = clock.now().getTime() - Date.parse('2026-11-20T17:30:00Z');
    expect(read).toBeGreaterThanOrEqual(90_000);
    expect(read).toBeLessThan(90_000 + 10_000);
  });
});
