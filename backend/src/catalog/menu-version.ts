/**
 * SQL that holds while no menu change newer than the version in `parameter` has committed, as the
 * statement sees it: a write priced against an announced snapshot (MenuFreshness 'announced') is
 * made only under it. The version row is bumped by a trigger on every menu table.
 */
export const menuNotNewerThan = (parameter: string): string => `(SELECT version FROM menu_version WHERE id = 1) <= ${parameter}`;
