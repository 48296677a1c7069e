import { expectedMinutesNow, expectedTimeText } from './expected-time';
import { ORDER_FLOW_SETTINGS_DEFAULTS } from './settings';

describe('expectedTimeText', () => {
  it('says the times it is given in the words of the delivery apps', () => {
    expect(expectedTimeText('lieferung', { lieferung: 45, abholung: 20 })).toBe('Lieferung in ca. 45 Min.');
    expect(expectedTimeText('abholung', { lieferung: 45, abholung: 20 })).toBe('Abholung in ca. 20 Min.');
    expect(expectedTimeText('abholung', { lieferung: 60, abholung: 35 })).toBe('Abholung in ca. 35 Min.');
  });
});

describe('expectedMinutesNow', () => {
  it('adds busy mode’s extra minutes to the owner’s usual times', () => {
    expect(expectedMinutesNow({ lieferung: 45, abholung: 20 }, { extraMinutes: 0 })).toEqual({ lieferung: 45, abholung: 20 });
    expect(expectedMinutesNow({ lieferung: 45, abholung: 20 }, { extraMinutes: 30 })).toEqual({ lieferung: 75, abholung: 50 });
    expect(expectedMinutesNow({ lieferung: 60, abholung: 25 }, { extraMinutes: 15 })).toEqual({ lieferung: 75, abholung: 40 });
  });
});

describe('waiting times as settings', () => {
  it('defaults to the shop’s usual 45 minutes for delivery and 20 for pickup', () => {
    expect(ORDER_FLOW_SETTINGS_DEFAULTS.waitingTimes).toEqual({ lieferung: 45, abholung: 20 });
  });
});
