import {
  ACCOUNTANT_SETTINGS_DEFAULTS,
  DIRECTIONS_FACTS_DEFAULTS,
  HOURS_DEFAULTS,
  LEGAL_FACTS_DEFAULTS,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  ORDER_TIMES_DEFAULTS,
  SERVICE_DAY_SETTINGS_DEFAULTS,
  SHOP_IDENTITY_DEFAULTS,
} from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';

/** Every settings section at the domain's defaults, as GET /api/admin/settings answers a fresh shop; for component tests. */
export const DEFAULT_SETTINGS: AdminSettings = {
  shop: SHOP_IDENTITY_DEFAULTS,
  legal: LEGAL_FACTS_DEFAULTS,
  directions: DIRECTIONS_FACTS_DEFAULTS,
  hours: HOURS_DEFAULTS,
  closures: [],
  orderTimes: ORDER_TIMES_DEFAULTS,
  ...ORDER_FLOW_SETTINGS_DEFAULTS,
  serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
  accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
};
