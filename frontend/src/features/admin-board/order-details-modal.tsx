import { useState, type ReactNode } from 'react';
import { canCancel, formatEuroAmount, showsCompleteArrow, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { addressLines, customerName, deliveryLabel, desiredTimeLabel, formatShopDateTime, formatShopTime, paymentLabel, STATUS_LABELS } from '../../staff/order-labels';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ConfirmOrderForm } from './confirm-order-form';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { RefundRetry } from './refund-retry';

interface Props {
  order: OrderRecord;
  /** A line above the details, e.g. how many new orders wait behind this one. */
  notice?: string;
  /** Busy mode's extra minutes, added by the server to the minutes picked when confirming. */
  extraMinutes?: number;
  onClose: () => void;
  onConfirm: (order: OrderRecord, deliveryTime: string) => void;
  onChangeStatus: (order: OrderRecord, status: OrderStatus, reason?: string) => void;
  onPrint: (order: OrderRecord) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function CustomerSection({ order }: { order: OrderRecord }) {
  return (
    <section className="order-details__section" aria-label="Kunde">
      <h3>Kunde</h3>
      <dl className="order-details__fields">
        <Field label="Name">{customerName(order)}</Field>
        {order.company && <Field label="Firma">{order.company}</Field>}
        <Field label="Telefon">
          <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>
        </Field>
        {order.email && (
          <Field label="E-Mail">
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </Field>
        )}
        {order.deliveryMethod === 'lieferung' && <Field label="Adresse">{addressLines(order).join(', ')}</Field>}
      </dl>
    </section>
  );
}

function TotalsSection({ order }: { order: OrderRecord }) {
  return (
    <dl className="order-details__totals">
      <Field label="Zwischensumme">{formatEuroAmount(order.subtotal)}</Field>
      {order.deposit > 0 && <Field label="Pfand">{formatEuroAmount(order.deposit)}</Field>}
      {order.deliveryFee > 0 && <Field label="Liefergebühr">{formatEuroAmount(order.deliveryFee)}</Field>}
      {order.discountAmount > 0 && <Field label={`Rabatt${order.discountCode ? ` (${order.discountCode})` : ''}`}>−{formatEuroAmount(order.discountAmount)}</Field>}
      <Field label="Gesamt">
        <strong>{formatEuroAmount(order.order_total)}</strong>
      </Field>
    </dl>
  );
}

/**
 * Everything about one order, and what staff can do with it in its current status. What was ordered
 * comes first; the actions stay pinned below the scrolling details, for a pending order together
 * with its time buttons, so "Bestätigen" is visible and reached by Tab whatever the screen's height.
 */
export function OrderDetailsModal({ order, notice, extraMinutes = 0, onClose, onConfirm, onChangeStatus, onPrint }: Props) {
  const [askCancel, setAskCancel] = useState(false);
  const status = order.order_status;
  const pending = status === 'ausstehend';
  const printAndCancel = (
    <>
      <button type="button" className="admin-button" onClick={() => onPrint(order)}>
        Drucken
      </button>
      {canCancel(status) && (
        <button type="button" className="admin-button admin-button--danger" onClick={() => setAskCancel(true)}>
          Stornieren
        </button>
      )}
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={`Bestellung #${order.order_id}`}
      size="lg"
      // A pending order starts on its time buttons; any other starts at the dialog's top, not on the
      // first link of the details (the customer's phone), which would scroll the items out of sight.
      initialFocus={pending ? 'footer' : 'dialog'}
      footer={
        pending ? (
          <ConfirmOrderForm order={order} extraMinutes={extraMinutes} onConfirm={(time) => onConfirm(order, time)}>
            {printAndCancel}
          </ConfirmOrderForm>
        ) : (
          <div className="order-details__actions">
            {showsCompleteArrow(status) && (
              <button type="button" className="admin-button admin-button--primary" onClick={() => onChangeStatus(order, 'abgeschlossen')}>
                <span aria-hidden="true">→ </span>Abgeschlossen
              </button>
            )}
            {printAndCancel}
          </div>
        )
      }
    >
      <div className="order-details">
        {notice && <p className="order-details__notice">{notice}</p>}
        <p className="order-details__meta">
          <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status]}</span>
          <span>{deliveryLabel(order)}</span>
          <span>Bestellt {formatShopDateTime(order.order_date)}</span>
        </p>
        <section className="order-details__section" aria-label="Artikel">
          <h3>Artikel</h3>
          <OrderLines lines={order.product_details} />
          <TotalsSection order={order} />
        </section>
        {(order.messageToChef || order.messageToDriver) && (
          <section className="order-details__section" aria-label="Nachrichten">
            <h3>Nachrichten</h3>
            <dl className="order-details__fields">
              {order.messageToChef && <Field label="An den Pizzabäcker">{order.messageToChef}</Field>}
              {order.messageToDriver && <Field label="An den Fahrer">{order.messageToDriver}</Field>}
            </dl>
          </section>
        )}
        <dl className="order-details__fields">
          <Field label="Wunschtermin">{desiredTimeLabel(order)}</Field>
          {order.delivery_time && (
            <Field label="Zugesagt">
              {order.delivery_time}
              {order.estimated_at && ` (fertig um ${formatShopTime(order.estimated_at)})`}
            </Field>
          )}
          <Field label="Zahlung">
            {paymentLabel(order)}
            <RefundRetry order={order} />
            {order.payWith !== null && ` · zahlt mit ${formatEuroAmount(order.payWith)}`}
          </Field>
          {order.driver && <Field label="Fahrer">{`${order.driver.name}${order.deliveredAt ? ' · zugestellt' : order.dispatchedAt ? ' · unterwegs' : ''}`}</Field>}
          {order.cancelReason && <Field label="Stornogrund">{order.cancelReason}</Field>}
        </dl>
        <CustomerSection order={order} />
        <OrderHistory order={order} />
      </div>
      <CancelOrderDialog
        open={askCancel}
        orderId={order.order_id}
        onClose={() => setAskCancel(false)}
        onConfirm={(reason) => {
          setAskCancel(false);
          onChangeStatus(order, 'storniert', reason);
        }}
      />
    </Modal>
  );
}
