import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { DeliveryMethod, OrderChannel, OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@pizzeria/domain';
import { OrderItemEntity } from './order-item.entity';

/** One customer order. Money in integer cents; the wire format in EUR is made by OrderMapper. */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The customer's secret for the success page and the /orders socket. */
  @Column({ type: 'text', unique: true })
  token: string;

  @Column({ type: 'text' })
  status: OrderStatus;

  @Column({ name: 'payment_status', type: 'text' })
  paymentStatus: PaymentStatus;

  /** Where the order came in; the web shop's orders are 'online'. */
  @Column({ type: 'text', default: 'online' })
  channel: OrderChannel;

  /** Staff took this delivery below its zone's minimum (counter orders only). */
  @Column({ name: 'waive_minimum', type: 'boolean', default: false })
  waiveMinimum: boolean;

  /** Staff booked this order into a kitchen slot that was already full (counter orders only). */
  @Column({ type: 'boolean', default: false })
  overbook: boolean;

  /** When the customer's personal data was erased (on request or after the retention period); null while kept. */
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;

  @Column({ name: 'payment_method', type: 'text' })
  paymentMethod: PaymentMethod;

  @Column({ name: 'delivery_method', type: 'text' })
  deliveryMethod: DeliveryMethod;

  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  @Column({ type: 'varchar' })
  street: string;

  @Column({ name: 'house_number', type: 'varchar' })
  houseNumber: string;

  @Column({ type: 'varchar' })
  company: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar' })
  phone: string;

  @Column({ name: 'postal_code', type: 'varchar' })
  postalCode: string;

  @Column({ type: 'varchar' })
  city: string;

  /** `YYYY-MM-DD` in the shop's zone. */
  @Column({ name: 'desired_delivery_date', type: 'date' })
  desiredDeliveryDate: string;

  /** `HH:MM` or 'So schnell wie möglich'. */
  @Column({ name: 'desired_delivery_time', type: 'text' })
  desiredDeliveryTime: string;

  @Column({ type: 'boolean' })
  preorder: boolean;

  @Column({ name: 'message_to_chef', type: 'varchar' })
  messageToChef: string;

  @Column({ name: 'message_to_driver', type: 'varchar' })
  messageToDriver: string;

  @Column({ name: 'discount_code', type: 'varchar', nullable: true })
  discountCode: string | null;

  /** The voucher whose use this order holds (counted at placing, given back on cancellation). */
  @Column({ name: 'voucher_id', type: 'integer', nullable: true })
  voucherId: number | null;

  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents: number;

  @Column({ name: 'discount_cents', type: 'integer' })
  discountCents: number;

  /** The deposit (Pfand) of all lines, on top of the goods (subtotal). */
  @Column({ name: 'deposit_cents', type: 'integer', default: 0 })
  depositCents: number;

  /** The delivery zone's fee when the order was placed; 0 for pickup and free zones. */
  @Column({ name: 'delivery_fee_cents', type: 'integer', default: 0 })
  deliveryFeeCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  /** The confirm choice: '30 Min.' or the customer's 'HH:MM'. */
  @Column({ name: 'delivery_time', type: 'text', nullable: true })
  deliveryTime: string | null;

  @Column({ name: 'estimated_at', type: 'timestamptz', nullable: true })
  estimatedAt: Date | null;

  /** When the row was written; for PayPal that is before the payment. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the order became real (cash: at once, PayPal: at capture); null while unpaid. */
  @Column({ name: 'placed_at', type: 'timestamptz', nullable: true })
  placedAt: Date | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Why staff cancelled, shown to the customer; null without a reason. */
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ name: 'printed_at', type: 'timestamptz', nullable: true })
  printedAt: Date | null;

  /** When nobody had answered the pending order in time and staff and owner were alerted. */
  @Column({ name: 'escalated_at', type: 'timestamptz', nullable: true })
  escalatedAt: Date | null;

  @Column({ name: 'idempotency_key', type: 'varchar', nullable: true, unique: true })
  idempotencyKey: string | null;

  /** SHA-256 of the normalised submission sent with the Idempotency-Key; the key returns this order only for the same one. */
  @Column({ name: 'idempotency_fingerprint', type: 'char', length: 64, nullable: true })
  idempotencyFingerprint: string | null;

  @Column({ name: 'paypal_order_id', type: 'varchar', nullable: true, unique: true })
  paypalOrderId: string | null;

  @Column({ name: 'paypal_capture_id', type: 'varchar', nullable: true })
  paypalCaptureId: string | null;

  /** The refund of a cancelled PayPal payment; null when there is nothing to refund. */
  @Column({ name: 'refund_status', type: 'text', nullable: true })
  refundStatus: RefundStatus | null;

  @Column({ name: 'paypal_refund_id', type: 'varchar', nullable: true })
  paypalRefundId: string | null;

  /**
   * SHA-256 of the Idempotency-Key the browser sent when it created the PayPal order: only calls
   * presenting that key may capture the payment or learn the order's id and token.
   */
  @Column({ name: 'paypal_attempt_key_hash', type: 'char', length: 64, nullable: true })
  paypalAttemptKeyHash: string | null;

  /**
   * SHA-256 of the browser's Checkout-Id: the cash and PayPal paths of one checkout store one order
   * (unique among orders that count, see the migration OrderCheckoutBinding).
   */
  @Column({ name: 'checkout_key_hash', type: 'char', length: 64, nullable: true })
  checkoutKeyHash: string | null;

  /** When this unpaid PayPal order claimed its checkout to capture the payment; null before. */
  @Column({ name: 'capture_started_at', type: 'timestamptz', nullable: true })
  captureStartedAt: Date | null;

  /** The driver delivering it (an admin_users login); null before one is assigned. */
  @Column({ name: 'driver_id', type: 'integer', nullable: true })
  driverId: number | null;

  /** The driver's login name when assigned, so records name them without a join. */
  @Column({ name: 'driver_name', type: 'varchar', nullable: true })
  driverName: string | null;

  /** When the driver set off with it ("unterwegs"). */
  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** When the kitchen reported a delivery cooked that a driver is still to take out (it stays confirmed). */
  @Column({ name: 'kitchen_ready_at', type: 'timestamptz', nullable: true })
  kitchenReadyAt: Date | null;

  /** When the driver handed it over; the order is completed then. */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** Cash orders: what the customer pays with ("Ich zahle mit …"), so the driver brings the change. */
  @Column({ name: 'pay_with_cents', type: 'integer', nullable: true })
  payWithCents: number | null;

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: Relation<OrderItemEntity>[];
}
