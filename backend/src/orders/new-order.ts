import { toCents, type OrderChannel, type OrderRecord, type PaymentMethod, type PaymentStatus } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { menuNotNewerThan } from '../catalog/menu-version';
import { preparedQuery } from '../database/prepared-query';
import { settingsNotNewerThan } from '../settings/settings-version';
import type { PlannedSlot } from './kitchen-capacity.service';
import { OrderItemEntity } from './order-item.entity';
import type { PreparedOrder } from './order-preparation.service';
import { newOrderToken } from './order-token';
import { OrderEntity } from './order.entity';

export interface NewOrderPayment {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  idempotencyKey?: string | null;
  idempotencyFingerprint?: string | null;
  paypalOrderId?: string | null;
  paypalAttemptKeyHash?: string | null;
  /** SHA-256 of the browser's Checkout-Id (see CheckoutBindingService). */
  checkoutKeyHash?: string | null;
}

/** An order staff enter (POST /api/admin/orders): stored confirmed, with what staff decided. */
export interface CounterEntry {
  channel: Exclude<OrderChannel, 'online'>;
  deliveryTime: string;
  estimatedAt: Date;
  waiveMinimum: boolean;
  overbook: boolean;
}

/** An order staff entered: what they decided, and the history row naming them (OrdersService.storeOrder). */
export interface StaffPlacement {
  entry: CounterEntry;
  recorded: (manager: EntityManager, order: OrderRecord) => Promise<void>;
}

/** The versions of the menu and of the settings an order was priced and checked against. */
export interface RulesVersions {
  menu: number;
  settings: number;
}

/** The menu or the settings changed after the order was checked: nothing was written, it is to be checked again. */
export class RulesChangedError extends Error {
  constructor(readonly checkedOn: RulesVersions) {
    super(`Speisekarte neuer als Version ${checkedOn.menu} oder Einstellungen neuer als Version ${checkedOn.settings}`);
  }
}

export interface InsertOptions {
  /** The order's kitchen slot when it is known before the insert (unlimited capacity). */
  slot?: PlannedSlot | null;
  /** Write only while neither the menu nor the settings are newer than these (else RulesChangedError). */
  checkedOn?: RulesVersions;
  /** Entered by staff: stored already confirmed. */
  counter?: CounterEntry;
}

/** A parameter cast to its column's type: INSERT … SELECT does not infer it (a plain `char` would be char(1)). */
const castTo = (type: string) => (type === 'char' ? 'text' : type);

/**
 * Writes the order and its lines as priced by the server (see InsertOptions). Unpaid PayPal
 * orders get no placed_at yet.
 */
export function insertNewOrder(manager: EntityManager, prepared: PreparedOrder, payment: NewOrderPayment, now: Date, options: InsertOptions = {}): Promise<OrderEntity> {
  const { submission: s, quote } = prepared;
  const isDelivery = s.deliveryMethod === 'lieferung';
  const counter = options.counter;
  const order = manager.create(OrderEntity, {
    token: newOrderToken(),
    status: counter ? 'bestätigt' : 'ausstehend',
    channel: counter?.channel ?? 'online',
    waiveMinimum: counter?.waiveMinimum ?? false,
    overbook: counter?.overbook ?? false,
    paymentStatus: payment.paymentStatus,
    paymentMethod: payment.paymentMethod,
    deliveryMethod: s.deliveryMethod,
    firstName: s.firstName.trim(),
    lastName: s.lastName.trim(),
    street: (s.street ?? '').trim(),
    houseNumber: (s.house_number ?? '').trim(),
    company: (s.company ?? '').trim(),
    email: s.email.trim(),
    phone: s.phone.trim(),
    postalCode: s.postalCode ?? '',
    city: (s.city ?? '').trim(),
    desiredDeliveryDate: s.desiredDeliveryDate,
    desiredDeliveryTime: s.desiredDeliveryTime,
    preorder: prepared.preorder,
    messageToChef: (s.messageToChef ?? '').trim(),
    messageToDriver: isDelivery ? (s.messageToDriver ?? '').trim() : '',
    discountCode: prepared.discountCode,
    voucherId: quote.voucherId,
    subtotalCents: quote.subtotalCents,
    depositCents: quote.depositCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    deliveryTime: counter?.deliveryTime ?? null,
    estimatedAt: counter?.estimatedAt ?? null,
    confirmedAt: counter ? now : null,
    createdAt: now,
    placedAt: payment.paymentStatus === 'offen' ? null : now,
    idempotencyKey: payment.idempotencyKey ?? null,
    idempotencyFingerprint: payment.idempotencyFingerprint ?? null,
    paypalOrderId: payment.paypalOrderId ?? null,
    paypalAttemptKeyHash: payment.paypalAttemptKeyHash ?? null,
    checkoutKeyHash: payment.checkoutKeyHash ?? null,
    captureStartedAt: null,
    driverId: null,
    driverName: null,
    kitchenReadyAt: null,
    dispatchedAt: null,
    deliveredAt: null,
    // Only cash is handed over at the door; a PayPal order has nothing to change.
    payWithCents: payment.paymentMethod === 'cash' && typeof s.payWith === 'number' ? toCents(s.payWith) : null,
    refundStatus: null,
    cancelReason: null,
    escalatedAt: null,
    items: quote.lines.map((line, index) =>
      manager.create(OrderItemEntity, {
        position: index + 1,
        productId: line.item.productID,
        productName: line.item.productName,
        categoryId: line.item.category_id,
        variantId: line.item.variantID,
        variantName: line.item.variantName,
        variantPriceCents: toCents(line.item.variantPrice),
        quantity: line.item.quantity,
        unitCents: line.unitCents,
        totalCents: line.totalCents,
        depositCents: toCents(line.item.deposit ?? 0),
        vatRate: line.vatRate,
        extras: line.item.extras,
        dip: line.item.dip,
        dressing: line.item.dressing,
      }),
    ),
  });
  return insertInOneStatement(manager, order, options);
}

/**
 * The order, all its lines and a known kitchen slot in one statement (one round trip instead of
 * one per table), under the menu and settings check when asked for (no rows at all when it fails): the lines
 * travel as one JSON parameter and are expanded by json_to_recordset. Column names and types
 * come from the entities' metadata, so the entities stay the one description of the rows.
 */
async function insertInOneStatement(manager: EntityManager, order: OrderEntity, { slot, checkedOn }: InsertOptions): Promise<OrderEntity> {
  const orderColumns = manager.connection.getMetadata(OrderEntity).columns.filter((c) => !c.isGenerated && c.getEntityValue(order) !== undefined);
  const itemColumns = manager.connection.getMetadata(OrderItemEntity).columns.filter((c) => !c.isGenerated && c.databaseName !== 'order_id');
  const lines = order.items.map((item) => Object.fromEntries(itemColumns.map((c) => [c.databaseName, c.getEntityValue(item)])));
  const names = (columns: typeof itemColumns) => columns.map((c) => `"${c.databaseName}"`).join(', ');
  const values = orderColumns.map((c) => c.getEntityValue(order));
  const parameters: unknown[] = [...values, JSON.stringify(lines)];
  const guard = checkedOn
    ? `WHERE ${menuNotNewerThan(`$${parameters.push(checkedOn.menu)}::bigint`)} AND ${settingsNotNewerThan(`$${parameters.push(checkedOn.settings)}::bigint`)}`
    : '';
  const slotInsert = slot
    ? `, k AS (
       INSERT INTO order_kitchen_slots (order_id, slot_date, slot_time, pizzas) SELECT o.id, $${parameters.push(slot.date)}::date, $${parameters.push(slot.time)}::text, $${parameters.push(slot.pizzas)}::int FROM o
     )`
    : '';
  const rows = await preparedQuery<{ order_id: number; item_id: number | null; position: number | null }>(
    manager,
    `WITH o AS (
       INSERT INTO orders (${names(orderColumns)})
       SELECT ${orderColumns.map((c, i) => `$${i + 1}::${castTo(String(c.type))}`).join(', ')} ${guard}
       RETURNING id
     ), i AS (
       INSERT INTO order_items (order_id, ${names(itemColumns)})
       SELECT o.id, ${itemColumns.map((c) => `x."${c.databaseName}"`).join(', ')}
       FROM o, json_to_recordset($${values.length + 1}::json) AS x(${itemColumns.map((c) => `"${c.databaseName}" ${String(c.type)}`).join(', ')})
       RETURNING id, position
     )${slotInsert}
     SELECT o.id AS order_id, i.id AS item_id, i.position FROM o LEFT JOIN i ON true`,
    parameters,
  );
  if (rows.length === 0) throw new RulesChangedError(checkedOn as RulesVersions);
  order.id = rows[0].order_id;
  for (const item of order.items) {
    item.orderId = order.id;
    item.id = rows.find((row) => row.position === item.position)?.item_id as number;
  }
  return order;
}
