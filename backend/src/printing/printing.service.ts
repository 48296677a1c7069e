import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import type { Clock, OrderRecord, OrderStatus } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { CLOCK } from '../common/clock';
import { MenuSnapshotService } from '../catalog/menu-snapshot.service';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import { OrderEntity } from '../orders/order.entity';
import { OrderMapper } from '../orders/order.mapper';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { OutboxService } from '../outbox/outbox.service';
import { AppSettingsStore } from '../settings/app-settings.store';
import { kitchenTicket } from './kitchen-ticket';

/**
 * Kitchen tickets as outbox jobs: automatically when an order arrives or is accepted (the
 * back office's printing setting, with its number of copies), and from the board's print button.
 * A ticket is rendered from the order as the change's transaction sees it.
 */
@Injectable()
export class PrintingService implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    private readonly settings: AppSettingsStore,
    private readonly menu: MenuSnapshotService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.onPublishing('order.created', ({ order }, manager) => this.autoPrint(manager, order, 'on-arrival'));
    this.events.onPublishing('order.confirmed', ({ order }, manager) => this.autoPrint(manager, order, 'on-accept'));
  }

  private async autoPrint(manager: EntityManager, order: OrderRecord, when: 'on-arrival' | 'on-accept'): Promise<void> {
    if (!this.config.printerUrl) return;
    const { autoPrint, copies } = await this.settings.get('printing', manager);
    // An order staff entered arrives already accepted: either setting prints it, once.
    const accepted = when === 'on-arrival' && order.status === 'bestätigt';
    if (autoPrint !== when && !(accepted && autoPrint === 'on-accept')) return;
    await this.enqueue(manager, order, `print:auto:${order.order_id}`, false, copies);
    await manager.update(OrderEntity, { id: order.order_id }, { printedAt: this.clock.now() });
  }

  /**
   * The board's print button: queues a ticket (a reprint says "KOPIE") and notes the print; answers
   * at once, the worker prints. Without PRINTER_URL it only notes it (the browser prints).
   * `noted` writes, in the same transaction, who printed (the orders' history): a print or a reprint.
   */
  async printFromBoard(orderId: number, noted?: (manager: EntityManager, reprint: boolean, status: OrderStatus) => Promise<void>): Promise<void> {
    await this.events.transaction(async ({ manager }) => {
      const locked = await manager.createQueryBuilder(OrderEntity, 'o').setLock('pessimistic_write').where('o.id = :orderId', { orderId }).getOne();
      if (!locked || locked.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      let reprint = locked.printedAt !== null;
      if (this.config.printerUrl) {
        const printJobs = await this.outbox.printJobCount(manager, orderId);
        reprint ||= printJobs > 0;
        const order = OrderMapper.toRecord((await manager.findOne(OrderEntity, { where: { id: orderId }, relations: { items: true } })) as OrderEntity);
        await this.enqueue(manager, order, `print:board:${orderId}:${printJobs + 1}`, reprint, 1);
      }
      await manager.update(OrderEntity, { id: orderId }, { printedAt: this.clock.now() });
      await noted?.(manager, reprint, locked.status);
    });
  }

  private async enqueue(manager: EntityManager, order: OrderRecord, key: string, copy: boolean, copies: number): Promise<void> {
    const { name } = await this.settings.get('shop', manager);
    // The owner's category switch "auf Küchenbons", as the menu last announced it.
    const { admin } = await this.menu.current();
    const offTicketCategories = new Set(admin.categories.filter((c) => !c.onKitchenTickets).map((c) => c.categoriesID));
    const menuNumbers = new Map(admin.products.filter((p) => p.menuNumber).map((p) => [p.productsID, p.menuNumber as number]));
    const ticket = Buffer.from(kitchenTicket(order, { shopTimezone: this.config.shopTimezone, shopName: name, copy, offTicketCategories, menuNumbers }));
    const data = Buffer.concat(Array.from({ length: Math.max(1, copies) }, () => ticket));
    return this.outbox.enqueuePrint(manager, { key, orderId: order.order_id, payload: { data: data.toString('base64') } });
  }
}
