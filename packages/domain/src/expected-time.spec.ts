import { USUAL_EXPECTED_MINUTES, expectedMinutesNow, expectedTimeText } from './expected-time';

describe('expectedTimeText', () => {
  it('says the usual times in the words of the delivery apps', () => {
    expect(expectedTimeText('lieferung', USUAL_EXPECTED_MINUTES)).toBe('Lieferung in ca. 45 Min.');
    expect(expectedTimeText('abholung', USUAL_EXPECTED_MINUTES)).toBe('Abholung in ca. 20 Min.');
    expect(expectedTimeText('abholung', { lieferung: 60, abholung: 35 })).toBe('Abholung in ca. 35 Min.');
  });
});

describe('expectedMinutesNow', () => {
  it('adds busy mode’s extra minutes to both usual times', () => {
    expect(expectedMinutesNow({ extraMinutes: 0 })).toEqual({ lieferung: 45, abholung: 20 });
    expect(expectedMinutesNow({ extraMinutes: 30 })).toEqual({ lieferung: 75, abholung: 50 });
  });
});
