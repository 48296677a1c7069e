import { ACCOUNTANT_SETTINGS_DEFAULTS, ORDER_FLOW_SETTINGS_DEFAULTS, SERVICE_DAY_SETTINGS_DEFAULTS, SHOP_INFO_DEFAULTS } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';

/** Every settings section at the domain's defaults, as GET /api/admin/settings answers a fresh shop; for component tests. */
export const DEFAULT_SETTINGS: AdminSettings = {
  ...SHOP_INFO_DEFAULTS,
  ...ORDER_FLOW_SETTINGS_DEFAULTS,
  serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
  accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
};
