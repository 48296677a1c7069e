import { formatEuroAmount, toCents, vatRow, type CartItem, type VatPart } from '@pizzeria/domain';
import { ChargeRows } from '../../components/charge-rows';
import { OrderLines } from './order-lines';
import { formatDesiredTime } from './order-status-text';

export interface ReceiptOrder {
  deliveryMethod: 'abholung' | 'lieferung';
  desiredDeliveryDate: string;
  desiredDeliveryTime: string;
  discountCode: string | null;
  discountAmount: number | null;
  /** EUR: the goods before the voucher, without deposit and delivery fee. */
  subtotal: number;
  /** EUR */
  deposit: number;
  /** EUR */
  deliveryFee: number;
  order_total: number;
  paymentMethod?: string;
  lines: CartItem[];
  /** Net and VAT per rate contained in the total. */
  vat: VatPart[];
}

export function OrderReceipt({ order }: { order: ReceiptOrder }) {
  const pickup = order.deliveryMethod === 'abholung';
  return (
    <section className="checkout-section order-receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="checkout-section__title">
        Ihre Bestellung
      </h2>
      <dl className="order-receipt__facts">
        <div>
          <dt>Art</dt>
          <dd>{pickup ? 'Abholung' : 'Lieferung'}</dd>
        </div>
        <div>
          <dt>{pickup ? 'Abholzeit' : 'Lieferzeit'} (Wunsch)</dt>
          <dd>{formatDesiredTime(order)}</dd>
        </div>
        {order.paymentMethod && (
          <div>
            <dt>Zahlung</dt>
            <dd>{order.paymentMethod === 'paypal' ? 'PayPal (bezahlt)' : 'Bar'}</dd>
          </div>
        )}
      </dl>
      {order.lines.length > 0 && <OrderLines items={order.lines} />}
      <dl className="checkout-totals">
        <div>
          <dt>Zwischensumme</dt>
          <dd>{formatEuroAmount(order.subtotal)}</dd>
        </div>
        {order.discountCode && (
          <div className="checkout-totals__discount">
            <dt>Gutschein {order.discountCode}</dt>
            <dd>{order.discountAmount ? `−${formatEuroAmount(order.discountAmount)}` : 'eingelöst'}</dd>
          </div>
        )}
        <ChargeRows depositCents={toCents(order.deposit)} deliveryFeeCents={pickup ? null : toCents(order.deliveryFee)} />
        <div className="checkout-totals__total">
          <dt>Gesamt (inkl. MwSt.)</dt>
          <dd>{formatEuroAmount(order.order_total)}</dd>
        </div>
        {order.vat.map(vatRow).map(([label, value]) => (
          <div key={label} className="checkout-totals__vat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
