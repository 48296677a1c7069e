import {
  ACCOUNTANT_SETTINGS_DEFAULTS,
  BUSY_MODE_OFF,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  SERVICE_DAY_SETTINGS_DEFAULTS,
  SHOP_INFO_DEFAULTS,
  type AccountantSettings,
  type BusyModeState,
  type OrderFlowSettings,
  type ServiceDaySettings,
  type ShopInfo,
} from '@pizzeria/domain';

/**
 * Every settings section with its defaults. A feature that needs a setting adds its section here
 * (type in @pizzeria/domain, default beside it); `app_settings` keeps only what staff changed.
 */
export type AppSettingsMap = OrderFlowSettings &
  ShopInfo & {
    /** Not a setting but the board's busy mode, kept here so every process sees it at once. */
    busy: BusyModeState;
    /** When the service day changes (close of day, settlements). */
    serviceDay: ServiceDaySettings;
    /** The tax adviser's numbers and accounts for the DATEV export. */
    accountant: AccountantSettings;
  };
export const APP_SETTINGS_DEFAULTS: AppSettingsMap = {
  ...ORDER_FLOW_SETTINGS_DEFAULTS,
  ...SHOP_INFO_DEFAULTS,
  busy: BUSY_MODE_OFF,
  serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
  accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
};
export type AppSettingsKey = keyof AppSettingsMap;
/** One row of `app_settings`: a section staff changed. */
export interface StoredSection {
  key: string;
  value: object;
}

/** A stored object section is laid over its defaults (fields added later keep theirs); a list replaces them. */
export function withDefaults<T>(defaults: T, stored: unknown): T {
  return Array.isArray(defaults) ? (stored as T) : ({ ...defaults, ...(stored as object) } as T);
}

/** Every section from the stored rows of `app_settings`; rows of unknown keys are left out. */
export function settingsFromRows(rows: readonly StoredSection[]): AppSettingsMap {
  const all: Record<string, unknown> = { ...APP_SETTINGS_DEFAULTS };
  for (const { key, value } of rows) if (key in all) all[key] = withDefaults(all[key], value);
  return all as unknown as AppSettingsMap;
}
