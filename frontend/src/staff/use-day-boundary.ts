import { SERVICE_DAY_SETTINGS_DEFAULTS } from '@pizzeria/domain';
import { useShopInfo } from '../lib/use-shop-info';

/** The owner's day change (`serviceDay.dayBoundary`, from GET /api/shop-info), the seed's until the first answer. */
export function useDayBoundary(): string {
  return useShopInfo().serviceDay?.dayBoundary ?? SERVICE_DAY_SETTINGS_DEFAULTS.dayBoundary;
}
