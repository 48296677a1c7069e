import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatEuroAmount, fromVatShares, lineDetails, vatRow, type OrderRecord } from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { addressLines, channelBadge, customerName, deliveryLabel, desiredTimeLabel, formatShopDateTime, formatShopTime, paymentLabel } from '../../staff/order-labels';
import './order-receipt.css';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <p className="receipt__row">
      <span>{label}</span>
      <span>{value}</span>
    </p>
  );
}

/** The 80 mm thermal-printer slip: only this is printed while it is mounted. */
function Receipt({ order }: { order: OrderRecord }) {
  const { shop } = useShopInfo();
  return (
    <article className="receipt" aria-label={`Bon Bestellung #${order.order_id}`}>
      <h1 className="receipt__shop">{shop.name}</h1>
      <p>
        {shop.street}, {shop.postalCode} {shop.city} · Tel. {shop.phone}
      </p>
      <p className="receipt__number">Bestellung #{order.order_id}</p>
      <p>{formatShopDateTime(order.order_date)}</p>
      <p className="receipt__method">{deliveryLabel(order)}</p>
      {channelBadge(order) && <p className="receipt__method">{channelBadge(order)}</p>}
      <p>{customerName(order)}</p>
      {order.company && <p>{order.company}</p>}
      {order.deliveryMethod === 'lieferung' && addressLines(order).map((line) => <p key={line}>{line}</p>)}
      <p>Tel. {order.phone}</p>
      <hr />
      <p>Wunschtermin: {desiredTimeLabel(order)}</p>
      {order.delivery_time && (
        <p className="receipt__eta">
          Zugesagt: {order.delivery_time}
          {order.estimated_at && ` (fertig ${formatShopTime(order.estimated_at)})`}
        </p>
      )}
      <hr />
      {order.product_details.map((line, index) => (
        <div key={index} className="receipt__line">
          <Row label={`${line.quantity} × ${line.productName}`} value={formatEuroAmount(line.totalPrice)} />
          {lineDetails(line).map((detail) => (
            <p key={detail} className="receipt__detail">
              {detail}
            </p>
          ))}
        </div>
      ))}
      {order.messageToChef && <p className="receipt__message">Küche: {order.messageToChef}</p>}
      {order.messageToDriver && <p className="receipt__message">Fahrer: {order.messageToDriver}</p>}
      <hr />
      <Row label="Zwischensumme" value={formatEuroAmount(order.subtotal)} />
      {order.deposit > 0 && <Row label="Pfand" value={formatEuroAmount(order.deposit)} />}
      {order.deliveryFee > 0 && <Row label="Liefergebühr" value={formatEuroAmount(order.deliveryFee)} />}
      {order.discountAmount > 0 && <Row label={`Rabatt ${order.discountCode ?? ''}`.trim()} value={`−${formatEuroAmount(order.discountAmount)}`} />}
      <p className="receipt__row receipt__total">
        <span>Gesamt</span>
        <span>{formatEuroAmount(order.order_total)}</span>
      </p>
      {fromVatShares(order.vat)
        .map(vatRow)
        .map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      <p>{paymentLabel(order)}</p>
    </article>
  );
}

/** Mounts the slip beside the app, hides everything else for printing, prints, then lets go. */
export function PrintReceipt({ order, onDone }: { order: OrderRecord; onDone: () => void }) {
  useEffect(() => {
    document.body.classList.add('printing-receipt');
    const finish = () => {
      document.body.classList.remove('printing-receipt');
      onDone();
    };
    const frame = requestAnimationFrame(() => {
      window.print();
      finish();
    });
    return () => {
      cancelAnimationFrame(frame);
      document.body.classList.remove('printing-receipt');
    };
  }, [order, onDone]);

  return createPortal(
    <div className="receipt-print-root">
      <Receipt order={order} />
    </div>,
    document.body,
  );
}
