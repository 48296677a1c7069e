import type {
  AccountantSettings,
  Closure,
  DirectionsFacts,
  LegalFacts,
  OrderFlowSettings,
  OrderTimeSettings,
  ServiceDaySettings,
  ShopIdentity,
  WeekdayHours,
} from '@pizzeria/domain';

/** GET/PATCH /api/admin/settings. */
export interface AdminSettings extends OrderFlowSettings {
  shop: ShopIdentity;
  legal: LegalFacts;
  directions: DirectionsFacts;
  hours: WeekdayHours[];
  closures: Closure[];
  orderTimes: OrderTimeSettings;
  serviceDay: ServiceDaySettings;
  accountant: AccountantSettings;
}
