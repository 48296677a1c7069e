import { differsByMoreThanOneCent, formatEuro, formatEuroAmount, formatEuroPlain, fromCents, toCents } from './money';

describe('money', () => {
  it('converts EUR to cents without floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
  });

  it('converts cents back to a two-decimal EUR number', () => {
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('formats German prices with the euro sign', () => {
    expect(formatEuro(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });

  it('writes a negative amount with a real minus sign, and zero without any', () => {
    expect(formatEuro(-440).replace(/\s/g, ' ')).toBe('\u22124,40 €');
    expect(formatEuro(-0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('formats a wire amount in euros as its cents, without float drift', () => {
    expect(formatEuroAmount(0.1 + 0.2)).toBe(formatEuro(30));
    expect(formatEuroAmount(-4.4)).toBe(formatEuro(-440));
  });

  it('formats for the receipt printer with a plain space and hyphen, which its code page has', () => {
    expect(formatEuroPlain(1234.5)).toBe('1.234,50 €');
    expect(formatEuroPlain(-4.4)).toBe('-4,40 €');
  });

  it('tolerates exactly one cent of difference', () => {
    expect(differsByMoreThanOneCent(1000, 1001)).toBe(false);
    expect(differsByMoreThanOneCent(1000, 1002)).toBe(true);
  });
});
