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
import type { AppSettingsMap } from '../settings/app-settings.sections';
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
    this.events.onPublishing('order.created', ({ order, settings }, manager) => this.autoPrint(manager, order, 'on-arrival', settings));
    this.events.onPublishing('order.confirmed', async ({ order }, manager) => this.autoPrint(manager, order, 'on-accept', await this.settings.getAll()));
  }

  /** `settings`: a new order's are those it was accepted under, an accepted order's those of now. */
  private async autoPrint(manager: EntityManager, order: OrderRecord, when: 'on-arrival' | 'on-accept', settings: AppSettingsMap): Promise<void> {
    if (!this.config.printerUrl) return;
    const { autoPrint, copies } = settings.printing;
    if (autoPrint !== when) return;
    await this.enqueue(manager, order, `print:auto:${order.order_id}`, false, copies, settings.shop.name);
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
        const rows = (await manager.query(`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'print' AND order_id = $1`, [orderId])) as { n: number }[];
        reprint ||= rows[0].n > 0;
        const order = OrderMapper.toRecord((await manager.findOne(OrderEntity, { where: { id: orderId }, relations: { items: true } })) as OrderEntity);
        await this.enqueue(manager, order, `print:board:${orderId}:${rows[0].n + 1}`, reprint, 1, (await this.settings.get('shop')).name);
      }
      await manager.update(OrderEntity, { id: orderId }, { printedAt: this.clock.now() });
      await noted?.(manager, reprint, locked.status);
    });
  }

  private async enqueue(manager: EntityManager, order: OrderRecord, key: string, copy: boolean, copies: number, name: string): Promise<void> {
    // The owner's category switch "auf Küchenbons", as the menu last announced it.
    const offTicketCategories = new Set((await this.menu.current()).admin.categories.filter((c) => !c.onKitchenTickets).map((c) => c.categoriesID));
    const ticket = Buffer.from(kitchenTicket(order, { shopTimezone: this.config.shopTimezone, shopName: name, copy, offTicketCategories }));
    const data = Buffer.concat(Array.from({ length: Math.max(1, copies) }, () => ticket));
    return this.outbox.enqueuePrint(manager, { key, orderId: order.order_id, payload: { data: data.toString('base64') } });
  }
}
