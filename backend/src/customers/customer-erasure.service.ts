import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COUNTER_MESSAGES, SYSTEM_ACTOR, phoneDigits, type Clock } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { CustomerOrders } from '../orders/customer-orders.service';
import { OutboxService } from '../outbox/outbox.service';
import { AppSettingsStore } from '../settings/app-settings.store';

/**
 * Erasing customers' personal data (DSGVO): names, address, e-mail, phone, company and messages of
 * their orders are emptied; amounts, items, dates and VAT stay for the books. The mails and
 * tickets already sent for those orders lose their copy of the data too. Every erasure is in the
 * change log, without the data it erased. Orders and outbox write their own rows, in this one transaction.
 */
@Injectable()
export class CustomerErasureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: CustomerOrders,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly settings: AppSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every order of the phone number (however it was written), on the owner's request. */
  async erase(phone: string, actor: string): Promise<number> {
    if (phoneDigits(phone).length < 3) throw new BadRequestException(COUNTER_MESSAGES.searchTooShort);
    return this.dataSource.transaction(async (manager) => {
      const ids = await this.orders.lockOfPhone(manager, phone);
      if (ids.length === 0) return 0;
      await this.anonymise(manager, ids);
      await this.audit.record(manager, { actor, action: 'customer.erase', target: `Kundendaten aus ${ids.length} Bestellungen`, details: { orderIds: ids } });
      return ids.length;
    });
  }

  /**
   * Orders finished (completed or cancelled) more than `retentionDays` ago, by the nightly job. One
   * transaction under a lock, so processes running it at the same time log it once.
   */
  async eraseExpired(): Promise<number> {
    const { retentionDays } = await this.settings.get('privacy');
    const before = new Date(this.clock.now().getTime() - retentionDays * 86_400_000);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('customer-retention'))`);
      // Mails and tickets that were still to be sent when their order was erased have gone out since.
      const erasedWithSentData = await this.orders.anonymisedAmong(manager, await this.outbox.ordersWithSentData(manager));
      if (erasedWithSentData.length > 0) await this.outbox.eraseSentData(manager, erasedWithSentData);
      const ids = await this.orders.lockFinishedBefore(manager, before);
      if (ids.length === 0) return 0;
      await this.anonymise(manager, ids);
      await this.audit.record(manager, {
        actor: SYSTEM_ACTOR,
        action: 'customer.retention',
        target: `Kundendaten aus ${ids.length} Bestellungen`,
        details: { retentionDays, finishedBefore: before.toISOString(), orderIds: ids },
      });
      return ids.length;
    });
  }

  private async anonymise(manager: EntityManager, ids: number[]): Promise<void> {
    await this.orders.anonymise(manager, ids, this.clock.now());
    // A mail or ticket still to be sent (or retried) keeps its data until it went out; the night after, it is erased too.
    await this.outbox.eraseSentData(manager, ids);
  }
}
