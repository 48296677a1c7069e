import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import type { Clock, OrderRecord, OrderStatus } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { CLOCK } from '../common/clock';
import { EventBus } from '../events/event-bus';
import { PrintingService } from '../printing/printing.service';
import type { AppSettingsMap } from '../settings/app-settings.sections';
import { AppSettingsStore } from '../settings/app-settings.store';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderRecords } from './order-records.store';

/**
 * When an order's ticket is printed, and the print noted on the order (`printed_at`): automatically
 * as it arrives or is accepted, in that change's transaction, and from the board's print button.
 * Printing renders and queues the ticket; the order row stays the orders area's own.
 */
@Injectable()
export class OrderPrintingService implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly printing: PrintingService,
    private readonly records: OrderRecords,
    private readonly settings: AppSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.onPublishing('order.created', ({ order, settings }, manager) => this.autoPrint(manager, order, 'on-arrival', settings));
    this.events.onPublishing('order.confirmed', async ({ order }, manager) => this.autoPrint(manager, order, 'on-accept', await this.settings.getAll()));
  }

  private async autoPrint(manager: EntityManager, order: OrderRecord, when: 'on-arrival' | 'on-accept', settings: AppSettingsMap): Promise<void> {
    if (await this.printing.autoPrint(manager, order, when, settings)) await this.records.markPrinted(manager, order.order_id, this.clock.now());
  }

  /**
   * The board's print button: queues a ticket (a reprint says "KOPIE") and notes the print; answers
   * at once, the worker prints. `noted` writes, in the same transaction, who printed (the orders'
   * history): a print or a reprint.
   */
  async printFromBoard(orderId: number, noted: (manager: EntityManager, reprint: boolean, status: OrderStatus) => Promise<void>): Promise<void> {
    await this.events.transaction(async ({ manager }) => {
      const locked = await this.records.lockForPrint(manager, orderId);
      if (!locked) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      const reprint = await this.printing.boardTicket(manager, await this.records.record(manager, orderId), locked.printedAt !== null);
      await this.records.markPrinted(manager, orderId, this.clock.now());
      await noted(manager, reprint, locked.status);
    });
  }
}
