import { Injectable } from '@nestjs/common';
import type { OrderRecord } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import type { MenuSnapshot } from '../catalog/menu-snapshot';
import { MenuSnapshotService } from '../catalog/menu-snapshot.service';
import { AppConfig } from '../config/app-config';
import { OutboxService } from '../outbox/outbox.service';
import type { AppSettingsMap } from '../settings/app-settings.sections';
import { AppSettingsStore } from '../settings/app-settings.store';
import { kitchenTicket, type TicketOptions } from './kitchen-ticket';

type TicketMenu = Required<Pick<TicketOptions, 'offTicketCategories' | 'menuNumbers'>>;

/** What a ticket takes from a menu snapshot, worked out once per snapshot rather than per order. */
const ticketMenus = new WeakMap<MenuSnapshot, TicketMenu>();

function ticketMenuOf(snapshot: MenuSnapshot): TicketMenu {
  let menu = ticketMenus.get(snapshot);
  if (!menu) {
    const { categories, products } = snapshot.admin;
    menu = {
      offTicketCategories: new Set(categories.filter((c) => !c.onKitchenTickets).map((c) => c.categoriesID)),
      menuNumbers: new Map(products.filter((p) => p.menuNumber).map((p) => [p.productsID, p.menuNumber as number])),
    };
    ticketMenus.set(snapshot, menu);
  }
  return menu;
}

/**
 * Kitchen tickets as outbox jobs: automatically when an order arrives or is accepted (the back
 * office's printing setting, with its number of copies), and from the board's print button. A
 * ticket is rendered from the order as the change's transaction sees it. The orders area decides
 * when and notes the print on the order (OrderPrintingService); this area renders and queues.
 */
@Injectable()
export class PrintingService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly settings: AppSettingsStore,
    private readonly menu: MenuSnapshotService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Queues the automatic ticket when the printing setting asks for it `when`; whether it did.
   * `settings`: a new order's are those it was accepted under, an accepted order's those of now.
   */
  async autoPrint(manager: EntityManager, order: OrderRecord, when: 'on-arrival' | 'on-accept', settings: AppSettingsMap): Promise<boolean> {
    if (!this.config.printerUrl) return false;
    const { autoPrint, copies } = settings.printing;
    // An order staff entered arrives already accepted: either setting prints it, once.
    const accepted = when === 'on-arrival' && order.status === 'bestätigt';
    if (autoPrint !== when && !(accepted && autoPrint === 'on-accept')) return false;
    await this.enqueue(manager, order, `print:auto:${order.order_id}`, false, copies, settings.shop.name);
    return true;
  }

  /**
   * The board's print button: queues one ticket, a "KOPIE" when the order was printed before or has
   * a ticket queued already; whether it is a reprint. Without PRINTER_URL nothing is queued (the
   * browser prints).
   */
  async boardTicket(manager: EntityManager, order: OrderRecord, printedBefore: boolean): Promise<boolean> {
    if (!this.config.printerUrl) return printedBefore;
    const queued = await this.outbox.printJobCount(manager, order.order_id);
    const reprint = printedBefore || queued > 0;
    await this.enqueue(manager, order, `print:board:${order.order_id}:${queued + 1}`, reprint, 1, (await this.settings.get('shop')).name);
    return reprint;
  }

  private async enqueue(manager: EntityManager, order: OrderRecord, key: string, copy: boolean, copies: number, name: string): Promise<void> {
    // The owner's category switch "auf Küchenbons", as the menu last announced it.
    const { offTicketCategories, menuNumbers } = ticketMenuOf(await this.menu.current());
    const ticket = Buffer.from(kitchenTicket(order, { shopTimezone: this.config.shopTimezone, shopName: name, copy, offTicketCategories, menuNumbers }));
    const data = Buffer.concat(Array.from({ length: Math.max(1, copies) }, () => ticket));
    return this.outbox.enqueuePrint(manager, { key, orderId: order.order_id, payload: { data: data.toString('base64') } });
  }
}
