import {
  DAY_PAYMENTS,
  ORDER_CHANNELS,
  fromCents,
  sumVatParts,
  toVatShares,
  vatBreakdown,
  type DayBookingCents,
  type DayPayment,
  type DayReport,
  type OrderChannel,
  type VatLine,
  type VatPart,
} from '@pizzeria/domain';

/** One order that touches a service day, with its lines' gross and deposits per stored VAT rate. */
export interface DayOrder {
  id: number;
  channel: OrderChannel;
  paymentMethod: string;
  deliveryMethod: string;
  totalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  lines: VatLine[];
  deposits: VatLine[];
  /** Completed within the day: a sale of the day. */
  soldThatDay: boolean;
  /** Cancelled within the day after being completed (on that day or before): a refund of the day. */
  refundedThatDay: boolean;
  /** Cancelled within the day and never completed: no revenue, counted apart. */
  cancelledThatDay: boolean;
}

/** The figures of a day in cents, and what the DATEV export books per payment method and rate. */
export interface DayFigures {
  report: Omit<DayReport, 'date' | 'closed' | 'cashCounted' | 'cashDifference'>;
  cashExpectedCents: number;
  bookings: DayBookingCents[];
}

/** Orders are paid in cash, by card at the door or counter, or with PayPal: the column holds one of DAY_PAYMENTS. */
const paymentOf = (method: string): DayPayment => method as DayPayment;

function breakdown(order: DayOrder): VatPart[] {
  return vatBreakdown(order.lines, order.discountCents, { deposits: order.deposits, deliveryFeeCents: order.deliveryFeeCents });
}

/**
 * The X/Z report of one service day from its orders. Gross, net and VAT are the day's sales
 * (orders completed that day, VAT from the rates stored on their lines); refunds (completed
 * orders cancelled that day) and cancellations (never completed) are shown apart. The drawer
 * should hold the cash sales less the cash handed back for refunds.
 */
export function dayFigures(orders: readonly DayOrder[]): DayFigures {
  const sales = orders.filter((o) => o.soldThatDay);
  const refunds = orders.filter((o) => o.refundedThatDay);
  const cancelled = orders.filter((o) => o.cancelledThatDay);
  const sum = (list: readonly DayOrder[]) => list.reduce((total, o) => total + o.totalCents, 0);

  const byChannel = Object.fromEntries(ORDER_CHANNELS.map((c) => [c, sales.filter((o) => o.channel === c).length])) as Record<OrderChannel, number>;
  const byPayment = Object.fromEntries(DAY_PAYMENTS.map((p) => [p, fromCents(sum(sales.filter((o) => paymentOf(o.paymentMethod) === p)))])) as Record<DayPayment, number>;
  const vat = sumVatParts(sales.map(breakdown));
  const cashRefunds = sum(refunds.filter((o) => paymentOf(o.paymentMethod) === 'cash'));
  const cashExpectedCents = sum(sales.filter((o) => paymentOf(o.paymentMethod) === 'cash')) - cashRefunds;

  const bookings = new Map<string, DayBookingCents>();
  const book = (order: DayOrder, field: 'salesCents' | 'refundsCents') => {
    for (const part of breakdown(order)) {
      const payment = paymentOf(order.paymentMethod);
      const key = `${payment}:${part.rate}`;
      const booking = bookings.get(key) ?? { payment, rate: part.rate, salesCents: 0, refundsCents: 0 };
      booking[field] += part.grossCents;
      bookings.set(key, booking);
    }
  };
  for (const order of sales) book(order, 'salesCents');
  for (const order of refunds) book(order, 'refundsCents');

  return {
    report: {
      orders: { count: sales.length, byChannel },
      gross: fromCents(sum(sales)),
      net: fromCents(vat.reduce((total, p) => total + p.netCents, 0)),
      vat: toVatShares(vat),
      byPayment,
      discounts: fromCents(sales.reduce((total, o) => total + o.discountCents, 0)),
      refunds: { count: refunds.length, amount: fromCents(sum(refunds)) },
      cancelled: { count: cancelled.length, amount: fromCents(sum(cancelled)) },
      cashExpected: fromCents(cashExpectedCents),
    },
    cashExpectedCents,
    bookings: [...bookings.values()]
      .filter((b) => b.salesCents > 0 || b.refundsCents > 0)
      .sort((a, b) => DAY_PAYMENTS.indexOf(a.payment) - DAY_PAYMENTS.indexOf(b.payment) || a.rate - b.rate),
  };
}
