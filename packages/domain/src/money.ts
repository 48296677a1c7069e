/** Money is handled as integer euro cents everywhere; EUR numbers with two decimals exist only on the wire. */
export type Cents = number;

/** Converts a wire amount in EUR (e.g. 12.5) to integer cents, rounding half away from zero. */
export function toCents(euro: number): Cents {
  const cents = Math.round(Math.abs(euro) * 100 + Number.EPSILON * 100);
  return euro < 0 ? -cents : cents;
}

/** Converts integer cents to the wire format: an EUR number with at most two decimals. */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

// Made at the first price shown, not when the module loads: the first Intl formatter of a page
// costs a phone tens of milliseconds, which belong to a later task than loading the menu page's scripts.
let euroFormat: Intl.NumberFormat | undefined;

/**
 * German price display, e.g. 1250 -> "12,50 €", -440 -> "−4,40 €": a negative amount with the minus
 * sign (U+2212, as the `−` of discounts elsewhere), not Intl's hyphen; zero never gets a sign.
 */
export function formatEuro(cents: Cents): string {
  euroFormat ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  return euroFormat.format(cents / 100 || 0).replace('-', '\u2212');
}

/** Formats a wire amount (EUR with at most two decimals), as the screens show prices and totals. */
export function formatEuroAmount(euro: number): string {
  return formatEuro(toCents(euro));
}

/** As formatEuroAmount, in plain ASCII spacing and sign: a receipt printer's code page (cp858) has neither the no-break space nor the minus sign. */
export function formatEuroPlain(euro: number): string {
  return formatEuroAmount(euro)
    .replace(/\u00a0/g, ' ')
    .replace('\u2212', '-');
}

/** True when two wire amounts differ by more than one cent (the tolerance the API allows). */
export function differsByMoreThanOneCent(a: Cents, b: Cents): boolean {
  return Math.abs(a - b) > 1;
}
