/**
 * SQL that holds while no settings change newer than the version in `parameter` has committed, as
 * the statement sees it: an order checked against settings as last read (SettingsFreshness
 * 'last-read') is written only under it. The version row is bumped by a trigger on the settings tables.
 */
export const settingsNotNewerThan = (parameter: string): string => `(SELECT version FROM settings_version WHERE id = 1) <= ${parameter}`;
