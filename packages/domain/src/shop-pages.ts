/**
 * The facts the imprint, the privacy page and the directions page need beyond the shop's name and
 * address. Only the owner knows them, so they are settings (Einstellungen → Rechtliches / Anfahrt);
 * a fact left empty is left out of the page, never shown as a gap to fill.
 */

/** Impressum and Datenschutz. */
export interface LegalFacts {
  /** Impressum: the authority that issued the licence (Gaststättenerlaubnis/Gewerbeanmeldung), with its address. */
  supervisoryAuthority: string;
  /** Datenschutz: who hosts the website (name and address), bound by a processing agreement. */
  hostingProvider: string;
  /** Datenschutz: who sends the order mails (name and address), when not the host. */
  mailProvider: string;
  /** Datenschutz: the data protection authority of the shop's federal state, with its address. */
  dataProtectionAuthority: string;
}

/** Anfahrt: how customers get to the shop and where they pick their order up. */
export interface DirectionsFacts {
  pickupEntrance: string;
  byCar: string;
  parking: string;
  publicTransport: string;
  accessibility: string;
}

/** Nobody can know the demo shop's authorities and providers: empty until the owner enters them. */
export const LEGAL_FACTS_DEFAULTS: LegalFacts = {
  supervisoryAuthority: '',
  hostingProvider: '',
  mailProvider: '',
  dataProtectionAuthority: '',
};

/** The demo shop's way in; a real shop replaces it in Einstellungen. */
export const DIRECTIONS_FACTS_DEFAULTS: DirectionsFacts = {
  pickupEntrance: 'Bitte den Eingang an der Seite des Hauses benutzen: Über die Hofeinfahrt links neben dem Restaurant erreichen Sie unsere Abholtheke.',
  byCar: '',
  parking:
    'Direkt vor dem Haus gibt es einige Kurzzeitparkplätze – ideal zum Abholen. Bitte halten Sie die Hofeinfahrt frei, damit unsere Fahrer jederzeit losfahren können.',
  publicTransport: '',
  accessibility: 'Der Abholeingang an der Seite ist stufenlos erreichbar. Brauchen Sie Hilfe, rufen Sie kurz an – wir bringen Ihnen die Bestellung gern nach draußen.',
};

/** The tab title of the menu page and of the page shell the server sends. */
export const shopPageTitle = (shopName: string): string => `${shopName} – Online bestellen`;

/** What search engines and shared links show under the title. */
export const shopPageDescription = (shopName: string): string => `${shopName}: Pizza, Pasta, Salate und mehr online bestellen – zum Abholen oder mit Lieferung.`;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the shop's own title and description instead of the built ones. */
export function withShopHead(template: string, shopName: string): string {
  // Replacer functions: a `$` in the shop's name must not be read as a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shopPageTitle(shopName))}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(shopPageDescription(shopName))}" />`);
}
