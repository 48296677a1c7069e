import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COUNTER_MESSAGES, CUSTOMER_SEARCH_LIMIT, customerQuery, type KnownAddress, type KnownCustomer } from '@pizzeria/domain';
import type { DataSource } from 'typeorm';

/** Addresses listed per customer: the last few are what the counter asks "as last time?" about. */
const ADDRESSES_PER_CUSTOMER = 5;

interface CustomerOrderRow {
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
  order_count: number;
}

/** Orders that tell about a customer: placed (not an unpaid PayPal checkout), not anonymised, with a phone. */
const KNOWN = `o.payment_status <> 'offen' AND o.anonymised_at IS NULL AND o.phone <> ''`;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Known customers for the counter (GET /api/admin/customers), built from stored orders of every
 * channel. A customer is a phone number (contact_phone_key: "0641 …" and "+49 641 …" are one);
 * name and contact are those of their newest order.
 */
@Injectable()
export class CustomerDirectoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(q: unknown): Promise<KnownCustomer[]> {
    const query = typeof q === 'string' ? customerQuery(q) : null;
    if (!query) throw new BadRequestException(COUNTER_MESSAGES.searchTooShort);
    const [digits, name] = 'phone' in query ? [query.phone, null] : [null, `%${likeText(query.name)}%`];
    const rows = (await this.dataSource.query(
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
      [digits, name, CUSTOMER_SEARCH_LIMIT],
    )) as CustomerOrderRow[];
    return this.customers(rows);
  }

  /** One entry per customer from their orders (newest first): the newest order's contact, distinct delivery addresses. */
  private customers(rows: readonly CustomerOrderRow[]): KnownCustomer[] {
    const byKey = new Map<string, KnownCustomer>();
    for (const row of rows) {
      let customer = byKey.get(row.key);
      if (!customer) {
        customer = {
          phone: row.phone,
          firstName: row.first_name,
          lastName: row.last_name,
          company: row.company,
          email: row.email,
          addresses: [],
          orderCount: row.order_count,
          lastOrderAt: row.at.toISOString(),
        };
        byKey.set(row.key, customer);
      }
      // The newest order may have come without an e-mail (a phone order): an earlier one's still helps.
      if (!customer.email && row.email) customer.email = row.email;
      if (row.street && customer.addresses.length < ADDRESSES_PER_CUSTOMER) this.addAddress(customer.addresses, row);
    }
    return [...byKey.values()];
  }

  private addAddress(addresses: KnownAddress[], row: CustomerOrderRow): void {
    const address = { street: row.street, house_number: row.house_number, postalCode: row.postal_code, city: row.city };
    const same = (a: KnownAddress) => (['street', 'house_number', 'postalCode', 'city'] as const).every((f) => a[f].toLowerCase() === address[f].toLowerCase());
    if (!addresses.some(same)) addresses.push(address);
  }
}
