import { formatEuro, fromCents, toCents, type Cents } from './money';

/**
 * German VAT (Umsatzsteuer) on the shop's gross prices. Rates are whole percent: food delivered or
 * picked up is taxed at 7 %, drinks at 19 %; every category carries its rate, every order line
 * the rate in force when the order was placed.
 */
export const FOOD_VAT_RATE = 7;
export const DRINKS_VAT_RATE = 19;
/** The rates staff may give a category (0 for what is not taxed, e.g. a deposit). */
export const VAT_RATES: readonly number[] = [0, FOOD_VAT_RATE, DRINKS_VAT_RATE];

/** One priced line: its gross amount and the rate it is taxed at. */
export interface VatLine {
  grossCents: Cents;
  vatRate: number;
}

/** The gross amount taxed at one rate and the net and VAT in it (net + vat = gross). */
export interface VatPart {
  rate: number;
  grossCents: Cents;
  netCents: Cents;
  vatCents: Cents;
}

/** VatPart on the wire: EUR with two decimals. */
export interface VatShare {
  rate: number;
  gross: number;
  net: number;
  vat: number;
}

/** The VAT contained in a gross amount, rounded half up to the cent, in integers only. */
export function vatInGross(grossCents: Cents, rate: number): Cents {
  return Math.floor((2 * grossCents * rate + 100 + rate) / (2 * (100 + rate)));
}

/**
 * Splits `amountCents` over the rates in proportion to their gross amounts. Largest remainder:
 * every rate gets the floor of its share and the cents left over go to the largest remainders
 * (the higher rate first on a tie), so the parts add up to the amount exactly.
 */
function shareByGross(grossByRate: ReadonlyMap<number, Cents>, amountCents: Cents): Map<number, Cents> {
  const total = [...grossByRate.values()].reduce((sum, g) => sum + g, 0);
  const shares = new Map<number, Cents>();
  if (total === 0) return shares;
  const remainders: { rate: number; remainder: number }[] = [];
  let given = 0;
  for (const [rate, gross] of grossByRate) {
    const exact = amountCents * gross;
    const share = Math.floor(exact / total);
    shares.set(rate, share);
    given += share;
    remainders.push({ rate, remainder: exact - share * total });
  }
  remainders.sort((a, b) => b.remainder - a.remainder || b.rate - a.rate);
  for (const { rate } of remainders.slice(0, amountCents - given)) shares.set(rate, shares.get(rate)! + 1);
  return shares;
}

const sumByRate = (lines: readonly VatLine[], into = new Map<number, Cents>()): Map<number, Cents> => {
  for (const line of lines) into.set(line.vatRate, (into.get(line.vatRate) ?? 0) + line.grossCents);
  return into;
};

/** What an order charges beside its goods (see charges.ts). */
export interface VatCharges {
  /** The deposit (Pfand) of each line, taxed at its product's rate like the drink it comes with. */
  deposits?: readonly VatLine[];
  /**
   * The delivery fee. Delivering is a side service (Nebenleistung) of selling the food and drinks,
   * so it shares their tax: with goods at 7 % and 19 % in one order it is split in proportion to
   * their amounts after the voucher (the usual treatment, cf. UStAE 3.10 and BMF on Lieferentgelte).
   * An order whose goods the voucher paid in full takes the proportion before the voucher.
   */
  deliveryFeeCents?: Cents;
}

/**
 * Net and VAT per rate of an order after a voucher discount, in integer cents, ordered by rate.
 * The voucher lowers every rate in proportion to its share of the goods; deposits and the
 * delivery fee are added as VatCharges says. The parts' gross amounts add up to the order total
 * (goods minus discount, plus deposits and fee) exactly.
 */
export function vatBreakdown(lines: readonly VatLine[], discountCents: Cents = 0, charges: VatCharges = {}): VatPart[] {
  const goodsByRate = sumByRate(lines);
  const goodsTotal = [...goodsByRate.values()].reduce((sum, g) => sum + g, 0);
  const discounts = shareByGross(goodsByRate, Math.min(Math.max(discountCents, 0), goodsTotal));
  const afterDiscount = new Map([...goodsByRate].map(([rate, gross]) => [rate, gross - (discounts.get(rate) ?? 0)]));
  const fee = charges.deliveryFeeCents ?? 0;
  const paidGoods = [...afterDiscount.values()].some((g) => g > 0);
  // Goods that cost nothing at all (free items only) leave the fee at the food rate.
  const feeBase = paidGoods ? afterDiscount : goodsTotal > 0 ? goodsByRate : new Map([[FOOD_VAT_RATE, 1]]);
  const feeShares = fee > 0 ? shareByGross(feeBase, fee) : new Map<number, Cents>();
  const grossByRate = sumByRate(charges.deposits ?? [], afterDiscount);
  for (const [rate, share] of feeShares) grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + share);
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => {
      const vatCents = vatInGross(grossCents, rate);
      return { rate, grossCents, netCents: grossCents - vatCents, vatCents };
    });
}

/** Adds up breakdowns (e.g. of many orders) per rate. */
export function sumVatParts(breakdowns: readonly (readonly VatPart[])[]): VatPart[] {
  const byRate = new Map<number, VatPart>();
  for (const part of breakdowns.flat()) {
    const sum = byRate.get(part.rate) ?? { rate: part.rate, grossCents: 0, netCents: 0, vatCents: 0 };
    byRate.set(part.rate, {
      rate: part.rate,
      grossCents: sum.grossCents + part.grossCents,
      netCents: sum.netCents + part.netCents,
      vatCents: sum.vatCents + part.vatCents,
    });
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

export function toVatShares(parts: readonly VatPart[]): VatShare[] {
  return parts.map((p) => ({ rate: p.rate, gross: fromCents(p.grossCents), net: fromCents(p.netCents), vat: fromCents(p.vatCents) }));
}

/** The wire shares back in cents, for the screens that show them. */
export function fromVatShares(shares: readonly VatShare[]): VatPart[] {
  return shares.map((s) => ({
    rate: s.rate,
    grossCents: toCents(s.gross),
    netCents: toCents(s.net),
    vatCents: toCents(s.vat),
  }));
}

/** The German receipt label of a rate's VAT, e.g. "enthaltene MwSt. 7 %". */
export function vatLabel(rate: number): string {
  return `enthaltene MwSt. ${rate} %`;
}

/** A receipt row of one rate: label with the net amount, and the VAT, e.g. "enthaltene MwSt. 7 % (netto 16,74 €)", "1,17 €". */
export function vatRow(part: VatPart): [string, string] {
  return [`${vatLabel(part.rate)} (netto ${formatEuro(part.netCents)})`, formatEuro(part.vatCents)];
}
