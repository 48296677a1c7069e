import { fromCents, toVatShares, vatBreakdown, type CartItem, type OrderDetailsEntry, type OrderRecord, type VatPart } from '@pizzeria/domain';
import type { OrderEntity } from './order.entity';
import type { OrderItemEntity } from './order-item.entity';

/** Turns stored rows into the wire shapes of the API and the socket events. */
export class OrderMapper {
  static cartItems(items: readonly OrderItemEntity[]): CartItem[] {
    return [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        productID: item.productId,
        productName: item.productName,
        quantity: item.quantity,
        variantID: item.variantId,
        variantPrice: fromCents(item.variantPriceCents),
        variantName: item.variantName,
        extras: item.extras,
        dip: item.dip,
        dressing: item.dressing,
        totalPrice: fromCents(item.totalCents),
        category_id: item.categoryId,
        ...(item.depositCents > 0 ? { deposit: fromCents(item.depositCents) } : {}),
      }));
  }

  /** docs/api.md#fields: `product_details` holds the cart items as JSON text. */
  static orderDetails(order: OrderEntity): OrderDetailsEntry[] {
    return [{ product_details: JSON.stringify(OrderMapper.cartItems(order.items)) }];
  }

  /** Net and VAT per rate of the order's total, from the rates stored on its lines (deposits and delivery fee as vatBreakdown says). */
  static vat(order: OrderEntity): VatPart[] {
    return vatBreakdown(
      order.items.map((item) => ({ grossCents: item.totalCents, vatRate: item.vatRate })),
      order.discountCents,
      {
        deposits: order.items.map((item) => ({ grossCents: item.depositCents * item.quantity, vatRate: item.vatRate })),
        deliveryFeeCents: order.deliveryFeeCents,
      },
    );
  }

  static toRecord(order: OrderEntity): OrderRecord {
    return {
      order_id: order.id,
      token: order.token,
      order_total: fromCents(order.totalCents),
      order_status: order.status,
      status: order.status,
      order_date: (order.placedAt ?? order.createdAt).toISOString(),
      delivery_time: order.deliveryTime,
      estimated_at: order.estimatedAt ? order.estimatedAt.toISOString() : null,
      discountCode: order.discountCode,
      discountAmount: fromCents(order.discountCents),
      subtotal: fromCents(order.subtotalCents),
      deposit: fromCents(order.depositCents),
      deliveryFee: fromCents(order.deliveryFeeCents),
      deliveryMethod: order.deliveryMethod,
      desiredDeliveryTime: order.desiredDeliveryTime,
      desiredDeliveryDate: order.desiredDeliveryDate,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      refundStatus: order.refundStatus,
      messageToChef: order.messageToChef,
      messageToDriver: order.messageToDriver,
      firstName: order.firstName,
      lastName: order.lastName,
      street: order.street,
      house_number: order.houseNumber,
      company: order.company,
      email: order.email,
      phone: order.phone,
      postalCode: order.postalCode,
      city: order.city,
      product_details: OrderMapper.cartItems(order.items),
      vat: toVatShares(OrderMapper.vat(order)),
      cancelReason: order.cancelReason,
      escalated_at: order.escalatedAt ? order.escalatedAt.toISOString() : null,
      preorder: order.preorder,
      channel: order.channel,
      driver: order.driverId === null ? null : { id: order.driverId, name: order.driverName ?? '' },
      kitchenReadyAt: order.kitchenReadyAt ? order.kitchenReadyAt.toISOString() : null,
      dispatchedAt: order.dispatchedAt ? order.dispatchedAt.toISOString() : null,
      deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
      payWith: order.payWithCents === null ? null : fromCents(order.payWithCents),
      waiveMinimum: order.waiveMinimum,
      overbook: order.overbook,
    };
  }
}
