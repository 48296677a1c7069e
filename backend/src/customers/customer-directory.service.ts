import { BadRequestException, Injectable } from '@nestjs/common';
import { COUNTER_MESSAGES, CUSTOMER_SEARCH_LIMIT, customerQuery, type KnownAddress, type KnownCustomer } from '@pizzeria/domain';
import { CustomerOrders, type CustomerOrderRow } from '../orders/customer-orders.service';

/** Addresses listed per customer: the last few are what the counter asks "as last time?" about. */
const ADDRESSES_PER_CUSTOMER = 5;

/**
 * Known customers for the counter (GET /api/admin/customers), built from stored orders of every
 * channel. A customer is a phone number (contact_phone_key: "0641 …" and "+49 641 …" are one);
 * name and contact are those of their newest order.
 */
@Injectable()
export class CustomerDirectoryService {
  constructor(private readonly orders: CustomerOrders) {}

  async search(q: unknown): Promise<KnownCustomer[]> {
    const query = typeof q === 'string' ? customerQuery(q) : null;
    if (!query) throw new BadRequestException(COUNTER_MESSAGES.searchTooShort);
    return this.customers(await this.orders.search(query, CUSTOMER_SEARCH_LIMIT));
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
