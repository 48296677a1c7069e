import { Injectable, OnModuleInit } from '@nestjs/common';
import type { OrderRecord, ShopIdentity } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import { OUTBOX_PRIORITY, OutboxService } from '../outbox/outbox.service';
import { AppSettingsStore } from '../settings/app-settings.store';
import type { CustomerMailInput } from './mail-sender';
import { CUSTOMER_MAIL_SUBJECTS, ordersUnansweredMail, type CustomerMailName, type MailContext } from './order-mail.templates';

/**
 * The customer's mails, written to the outbox in the transaction of the change they tell about:
 * they are sent once that committed, also after a mail server outage or a restart.
 */
@Injectable()
export class OrderMailsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    private readonly settings: AppSettingsStore,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // An order staff entered arrives confirmed: its customer is told so at once.
    this.events.onPublishing('order.created', ({ order, settings }, manager) =>
      this.mail(manager, order.status === 'bestätigt' ? 'order-confirmed' : 'order-received', order, settings.shop),
    );
    this.events.onPublishing('order.confirmed', ({ order }, manager) => this.mail(manager, 'order-confirmed', order));
    // A phone order may come without an address to write to.
    this.events.onPublishing('order.dispatched', async ({ order }, manager) => (order.email ? this.mail(manager, 'order-dispatched', order) : undefined));
    this.events.onPublishing('order.cancelled', ({ order }, manager) => this.mail(manager, 'order-cancelled', order));
    this.events.onPublishing('order.refund-succeeded', ({ order }, manager) => this.mail(manager, 'order-refunded', order));
    this.events.onPublishing('orders.unanswered', ({ orders, minutes }, manager) => this.ownerMail(manager, orders, minutes));
  }

  /** To the owner, at the shop's own address: one mail for the orders waiting when nobody answered. */
  private async ownerMail(manager: EntityManager, orders: OrderRecord[], minutes: number): Promise<void> {
    const shop = await this.settings.get('shop');
    const content = ordersUnansweredMail(orders, { shopUrl: this.config.publicUrl, shopTimezone: this.config.shopTimezone, shop }, minutes);
    await this.outbox.enqueueMail(manager, {
      // The episode's first order names it: the same episode is never mailed twice.
      key: `mail:orders-unanswered:${Math.min(...orders.map((o) => o.order_id))}`,
      orderId: null,
      payload: { to: shop.email, subject: content.subject, text: content.text, html: content.html },
      priority: OUTBOX_PRIORITY.alarm,
    });
  }

  /**
   * Mails speak in the shop's name and contact as the owner's settings say when the change commits.
   * Only the subject is made now: the job keeps the order and that context, and the sender renders
   * the body from them when it sends (no rendering on the way of the change's answer).
   */
  private async mail(manager: EntityManager, what: CustomerMailName, order: OrderRecord, accepted?: ShopIdentity): Promise<void> {
    // A phone or counter order may come without an e-mail address: then nobody is mailed.
    if (!order.email) return;
    // A new order's mail speaks as the settings it was accepted under; a later change as the settings are now.
    const shop = accepted ?? (await this.settings.get('shop'));
    const context: MailContext = { shopUrl: this.config.publicUrl, shopTimezone: this.config.shopTimezone, shop };
    const input: CustomerMailInput = { order, context };
    return this.outbox.enqueueMail(manager, {
      key: `mail:${what}:${order.order_id}`,
      orderId: order.order_id,
      payload: { to: order.email, subject: CUSTOMER_MAIL_SUBJECTS[what](order, context), template: what, input },
      priority: OUTBOX_PRIORITY.customer,
    });
  }
}
