import { isStaffRole, type StaffRole } from '@pizzeria/domain';
import { tokenClaims } from './token-claims';

export interface AdminNavEntry {
  to: string;
  label: string;
  /** Who sees the entry and may open the screen (the server enforces the same with 403). */
  roles: readonly StaffRole[];
}

/** Everyone working in the shop; drivers only see their own phone screen. */
const IN_THE_SHOP: readonly StaffRole[] = ['owner', 'counter', 'kitchen'];

/** The staff screens in menu order: adding a screen is one line here plus its route. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: '/admin/fahrer', label: 'Lieferliste', roles: ['driver'] },
  { to: '/admin/dashboard', label: 'Bestellannahme', roles: ['owner', 'counter'] },
  { to: '/admin/bestellung', label: 'Neue Bestellung', roles: ['owner', 'counter'] },
  { to: '/admin/overview', label: 'Bestellübersicht', roles: ['owner', 'counter'] },
  { to: '/admin/fahrerabrechnung', label: 'Fahrerabrechnung', roles: ['owner', 'counter'] },
  { to: '/admin/tagesabschluss', label: 'Tagesabschluss', roles: ['owner', 'counter'] },
  { to: '/admin/kitchen', label: 'Küche', roles: IN_THE_SHOP },
  { to: '/admin/ausverkauft', label: 'Ausverkauft', roles: ['owner', 'counter'] },
  { to: '/admin/menu', label: 'Speisekarte', roles: ['owner'] },
  { to: '/admin/delivery-zones', label: 'Liefergebiete', roles: ['owner'] },
  { to: '/admin/vouchers', label: 'Gutscheine', roles: ['owner'] },
  { to: '/admin/mitarbeiter', label: 'Mitarbeiter', roles: ['owner'] },
  { to: '/admin/einstellungen', label: 'Einstellungen', roles: ['owner'] },
  { to: '/admin/protokoll', label: 'Änderungsprotokoll', roles: ['owner'] },
  // Drivers' phones have no sidebar and no board feed; a driver's own password is under /admin/fahrer/passwort.
  { to: '/admin/passwort', label: 'Mein Passwort', roles: IN_THE_SHOP },
];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Inhaber', counter: 'Theke', kitchen: 'Küche', driver: 'Fahrer' };

export function navFor(role: StaffRole): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => entry.roles.includes(role));
}

/** Where a role starts after login: the kitchen and drivers on their screens, everyone else on the order board. */
export function homeOf(role: StaffRole): string {
  return navFor(role)[0].to;
}

/** Whether the role may open the order board, where "Zur Bestellannahme" links lead. */
export function mayOpenBoard(role: StaffRole | null): boolean {
  return role !== null && mayOpen(role, '/admin/dashboard');
}

/** The screen a path belongs to: its own entry, or the entry it lies under (a Z report's page under the close of day). */
export function navEntryOf(path: string): AdminNavEntry | undefined {
  return ADMIN_NAV.find((e) => e.to === path) ?? ADMIN_NAV.find((e) => path.startsWith(`${e.to}/`));
}

export function mayOpen(role: StaffRole, path: string): boolean {
  const entry = navEntryOf(path);
  return !entry || entry.roles.includes(role);
}

/**
 * The role claim of a staff token (JWT payload; the server checks the real role on every call).
 * An older token without one counts as counter staff, the role that sees the least but the orders.
 */
export function tokenRole(token: string | null): StaffRole | null {
  if (!token) return null;
  const role = tokenClaims(token)?.role;
  return isStaffRole(role) ? role : 'counter';
}
