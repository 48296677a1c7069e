import type { Closure, OrderFlowSettings, OrderTimeSettings, ShopIdentity, WeekdayHours } from '@pizzeria/domain';

/** GET/PATCH /api/admin/settings. */
export interface AdminSettings extends OrderFlowSettings {
  shop: ShopIdentity;
  hours: WeekdayHours[];
  closures: Closure[];
  orderTimes: OrderTimeSettings;
}
