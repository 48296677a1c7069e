import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** What stands in an anonymised order's first name (the column needs one); every other personal field is emptied. */
export const ANONYMOUS_NAME = 'Anonymisiert';

/** One stored order of a known customer, as the counter's customer search lists it. */
export interface CustomerOrderRow {
  /** The customer: contact_phone_key of the phone ("0641 …" and "+49 641 …" are one). */
  key: string;
  phone: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  delivery_method: string;
  at: Date;
  /** The customer's orders in all. */
  order_count: number;
}

/** Orders that tell about a customer: placed (not an unpaid PayPal checkout), not anonymised, with a phone. */
const KNOWN = `o.payment_status <> 'offen' AND o.anonymised_at IS NULL AND o.phone <> ''`;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The orders as the customers module sees them: the known customers they tell about, and erasing
 * their personal data (DSGVO) while amounts, items, dates and VAT stay for the books.
 */
@Injectable()
export class CustomerOrders {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every order of the `limit` customers (newest first) with a phone containing `phone`'s digits or
   * a name or company containing `name`, newest order first within each customer.
   */
  search(query: { phone: string } | { name: string }, limit: number): Promise<CustomerOrderRow[]> {
    const [digits, name] = 'phone' in query ? [query.phone, null] : [null, `%${likeText(query.name)}%`];
    return this.dataSource.query(
      `WITH found AS (
         SELECT contact_phone_key(o.phone) AS key, max(o.placed_at) AS last, count(*)::int AS order_count
           FROM orders o
          WHERE ${KNOWN} AND contact_phone_key(o.phone) IN (
                  SELECT contact_phone_key(m.phone) FROM orders m
                   WHERE ${KNOWN.replace(/o\./g, 'm.')}
                     AND (($1::text IS NOT NULL AND regexp_replace(m.phone, '\\D', '', 'g') LIKE '%' || $1 || '%')
                       OR ($2::text IS NOT NULL AND (m.first_name || ' ' || m.last_name ILIKE $2 OR m.company ILIKE $2))))
          GROUP BY 1 ORDER BY last DESC LIMIT $3
       )
       SELECT f.key, f.order_count, o.phone, o.first_name, o.last_name, o.company, o.email, o.street, o.house_number, o.postal_code, o.city,
              o.delivery_method, o.placed_at AS at
         FROM found f JOIN orders o ON contact_phone_key(o.phone) = f.key AND ${KNOWN}
        ORDER BY f.last DESC, f.key, o.placed_at DESC, o.id DESC`,
      [digits, name, limit],
    ) as Promise<CustomerOrderRow[]>;
  }

  /** The not yet anonymised orders of the phone number (however it was written), locked until `manager`'s transaction ends. */
  lockOfPhone(manager: EntityManager, phone: string): Promise<number[]> {
    return this.lockIds(manager, `contact_phone_key(phone) = contact_phone_key($1)`, [phone]);
  }

  /** The not yet anonymised orders finished (completed or cancelled) before `before`, locked until `manager`'s transaction ends. */
  lockFinishedBefore(manager: EntityManager, before: Date): Promise<number[]> {
    return this.lockIds(manager, `status IN ('abgeschlossen', 'storniert') AND coalesce(completed_at, cancelled_at, created_at) < $1`, [before]);
  }

  /** Empties names, address, e-mail, phone, company and messages of the orders and marks them anonymised `at`. */
  async anonymise(manager: EntityManager, ids: number[], at: Date): Promise<void> {
    await manager.query(
      `UPDATE orders SET first_name = $2, last_name = '', company = '', email = '', phone = '', street = '', house_number = '',
              postal_code = '', city = '', message_to_chef = '', message_to_driver = '', anonymised_at = $3
        WHERE id = ANY($1::int[])`,
      [ids, ANONYMOUS_NAME, at],
    );
  }

  /** Those of the orders that are anonymised. */
  async anonymisedAmong(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows = (await manager.query(`SELECT id FROM orders WHERE id = ANY($1::int[]) AND anonymised_at IS NOT NULL ORDER BY id`, [ids])) as { id: number }[];
    return rows.map((row) => row.id);
  }

  private async lockIds(manager: EntityManager, where: string, parameters: unknown[]): Promise<number[]> {
    const rows = (await manager.query(`SELECT id FROM orders WHERE anonymised_at IS NULL AND ${where} ORDER BY id FOR UPDATE`, parameters)) as { id: number }[];
    return rows.map((row) => row.id);
  }
}
