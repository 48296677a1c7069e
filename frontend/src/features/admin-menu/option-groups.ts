import type { AdminMenu } from './menu-admin-api';

/** How many names a group's label lists before "und N weitere". */
const NAMES_SHOWN = 4;

/**
 * A dressing or dip group as people read it: its members, "Tzatziki, Knoblauchsoße, Cocktailsoße",
 * instead of its key ("schnitzel-haehnchen"), which only ties the members together.
 */
export function groupLabel(names: readonly string[]): string {
  if (names.length === 0) return 'keine Einträge';
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return more > 0 ? `${shown} und ${more} weitere` : shown;
}

/** Each group key of the menu's dressings (or dips) with the label built from its members' names. */
export function groupLabels(menu: Pick<AdminMenu, 'dressings' | 'dips'>): { dressing: Map<string, string>; dip: Map<string, string> } {
  const collect = (rows: readonly { group?: string | null; name: string }[]) => {
    const members = new Map<string, string[]>();
    for (const row of rows) if (row.group) members.set(row.group, [...(members.get(row.group) ?? []), row.name]);
    return new Map([...members].map(([group, names]) => [group, groupLabel(names)]));
  };
  return {
    dressing: collect(menu.dressings.map((d) => ({ group: d.group, name: d.dressingName }))),
    dip: collect(menu.dips.map((d) => ({ group: d.group, name: d.dipName }))),
  };
}

/** The other members of a row's group, for its line in the list: "zusammen mit Balsamico-Dressing, …". */
export function groupMates(group: string | null | undefined, own: string, rows: readonly { group?: string | null; name: string }[]): string {
  if (!group) return 'in keiner Gruppe';
  const mates = rows.filter((r) => r.group === group && r.name !== own).map((r) => r.name);
  return mates.length ? `zusammen angeboten mit ${groupLabel(mates)}` : 'allein in ihrer Gruppe';
}
