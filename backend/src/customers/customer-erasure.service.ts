import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COUNTER_MESSAGES, SYSTEM_ACTOR, phoneDigits, type Clock } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { AppSettingsStore } from '../settings/app-settings.store';

/** What stands in an anonymised order's first name (the column needs one); every other personal field is emptied. */
export const ANONYMOUS_NAME = 'Anonymisiert';

/**
 * Erasing customers' personal data (DSGVO): names, address, e-mail, phone, company and messages of
 * their orders are emptied; amounts, items, dates and VAT stay for the books. The mails and
 * tickets already sent for those orders lose their copy of the data too. Every erasure is in the
 * change log, without the data it erased.
 */
@Injectable()
export class CustomerErasureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: AppSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every order of the phone number (however it was written), on the owner's request. */
  async erase(phone: string, actor: string): Promise<number> {
    if (phoneDigits(phone).length < 3) throw new BadRequestException(COUNTER_MESSAGES.searchTooShort);
    return this.dataSource.transaction(async (manager) => {
      const ids = await this.ids(manager, `contact_phone_key(phone) = contact_phone_key($1)`, [phone]);
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
      await manager.query(
        `UPDATE outbox_jobs j SET payload = '{}'::jsonb FROM orders o WHERE o.id = j.order_id AND o.anonymised_at IS NOT NULL AND j.status = 'sent' AND j.payload <> '{}'::jsonb`,
      );
      const ids = await this.ids(manager, `status IN ('abgeschlossen', 'storniert') AND coalesce(completed_at, cancelled_at, created_at) < $1`, [before]);
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

  private async ids(manager: EntityManager, where: string, parameters: unknown[]): Promise<number[]> {
    const rows = (await manager.query(`SELECT id FROM orders WHERE anonymised_at IS NULL AND ${where} ORDER BY id FOR UPDATE`, parameters)) as { id: number }[];
    return rows.map((row) => row.id);
  }

  private async anonymise(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.query(
      `UPDATE orders SET first_name = $2, last_name = '', company = '', email = '', phone = '', street = '', house_number = '',
              postal_code = '', city = '', message_to_chef = '', message_to_driver = '', anonymised_at = $3
        WHERE id = ANY($1::int[])`,
      [ids, ANONYMOUS_NAME, this.clock.now()],
    );
    // A mail or ticket still to be sent (or retried) keeps its data until it went out; the night after, it is erased too.
    await manager.query(`UPDATE outbox_jobs SET payload = '{}'::jsonb WHERE order_id = ANY($1::int[]) AND status = 'sent'`, [ids]);
  }
}
