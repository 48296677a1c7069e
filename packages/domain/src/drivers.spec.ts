import { changeCents, mapLink, payWithProblem } from './drivers';

describe('drivers', () => {
  it('"Ich zahle mit" must cover the total; the change is the difference', () => {
    expect(payWithProblem(2190, 2190)).toBeNull();
    expect(payWithProblem(2190, 5000)).toBeNull();
    expect(payWithProblem(2190, 2000)).toBe('Ich zahle mit: der Betrag muss mindestens 21,90\u00a0€ (der Gesamtbetrag) sein.');
    expect(payWithProblem(2190, 100_001)).toMatch(/^Ich zahle mit: höchstens 1\.000,00/);
    expect(changeCents(2190, 5000)).toBe(2810);
    expect(changeCents(2190, null)).toBeNull();
  });

  it('links the address to the phone’s map search, encoded', () => {
    expect(mapLink({ street: 'Lahnstraße', house_number: '12a', postalCode: '35410', city: 'Weidenfeld' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Lahnstra%C3%9Fe%2012a%2C%2035410%20Weidenfeld',
    );
  });
});
