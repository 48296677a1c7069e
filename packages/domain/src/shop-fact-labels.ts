import type { DirectionsFacts, LegalFacts } from './shop-pages';

// The owner's settings screen and the server's checks of the page facts, apart from shop-pages.ts,
// whose defaults the menu page's start loads: a module is loaded whole, with all that any screen
// imports of it.

/** What the screen calls each fact; the server's refusals name the field the same way. */
export const LEGAL_FACT_LABELS: Record<keyof LegalFacts, string> = {
  supervisoryAuthority: 'Zuständige Behörde',
  hostingProvider: 'Hosting-Anbieter',
  mailProvider: 'E-Mail-Dienstleister',
  dataProtectionAuthority: 'Datenschutz-Aufsichtsbehörde',
};

export const DIRECTIONS_FACT_LABELS: Record<keyof DirectionsFacts, string> = {
  pickupEntrance: 'Abholeingang',
  byCar: 'Anfahrt mit dem Auto',
  parking: 'Parken',
  publicTransport: 'Bus und Bahn',
  accessibility: 'Barrierefreiheit',
};

export const LEGAL_FACT_MAX_LENGTH = 300;
export const DIRECTIONS_FACT_MAX_LENGTH = 500;

/** The labels of the facts still empty, for the owner's reminder before going live. */
export function missingFacts<T extends object>(facts: T, labels: Record<keyof T, string>): string[] {
  return (Object.keys(labels) as (keyof T)[]).filter((key) => !String(facts[key] ?? '').trim()).map((key) => labels[key]);
}
