import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { phoneHref, SHOP_IDENTITY_DEFAULTS as SHOP, SHOP_INFO_DEFAULTS } from '@pizzeria/domain';
import { resetShopInfoForTests, seedShopInfo } from '../lib/use-shop-info';
import { resetDeliveryZonesForTests, seedDeliveryZones } from '../shop/delivery-zones';
import { resetShopStatusForTests } from '../shop/use-shop-status';
import { installFakeFetch } from '../features/checkout/fake-fetch.test-support';
import AgbPage from '../features/legal/agb-page';
import DatenschutzPage from '../features/legal/datenschutz-page';
import ImpressumPage from '../features/legal/impressum-page';
import NutzungsbedingungenPage from '../features/legal/nutzungsbedingungen-page';
import DirectionsPage from '../features/info/directions-page';
import OpeningHoursPage from '../features/info/opening-hours-page';

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

/** What the owner may have left unfilled shows nowhere as a gap: no brackets, no "vor dem Livegang ausfüllen". */
const PLACEHOLDER = /vor dem Livegang|ausfüllen|\[[^\]]*\]/i;
const FILLED = {
  ...SHOP_INFO_DEFAULTS,
  shop: { ...SHOP, vatId: 'DE123456789', registerEntry: 'HRA 1234, Amtsgericht Gießen' },
  legal: {
    supervisoryAuthority: 'Ordnungsamt Weidenfeld\nMarktplatz 1, 35410 Weidenfeld',
    hostingProvider: 'Beispiel Hosting GmbH, 10115 Berlin',
    mailProvider: '',
    dataProtectionAuthority: 'HBDI, 65189 Wiesbaden',
  },
  directions: { ...SHOP_INFO_DEFAULTS.directions, byCar: 'Von der B 49 an der zweiten Ampel rechts.', accessibility: '' },
};

afterEach(() => {
  resetShopInfoForTests();
  resetDeliveryZonesForTests();
  resetShopStatusForTests();
});

describe('legal pages', () => {
  it('Impressum has the provider data and the dispute statements, and leaves out what the owner has not filled', () => {
    renderPage(ImpressumPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verbraucherstreitbeilegung' })).toBeInTheDocument();
    expect(screen.getAllByText('Giuseppe Rossi', { exact: false }).length).toBeGreaterThan(0);
    // The demo shop has no VAT id, authority or register entry yet: their sections are left out.
    expect(screen.queryByRole('heading', { name: 'Umsatzsteuer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aufsichtsbehörde und Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(PLACEHOLDER);
    expect(document.title).toBe('Impressum – Pizzeria Bella Napoli');
  });

  it('Impressum shows the facts the owner filled, with their line breaks', () => {
    seedShopInfo(FILLED);
    renderPage(ImpressumPage);
    expect(screen.getByText('DE123456789', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Ordnungsamt Weidenfeld\s+Marktplatz 1, 35410 Weidenfeld/)).toHaveClass('legal-page__fact');
    expect(screen.getByText('Registereintrag: HRA 1234, Amtsgericht Gießen')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(PLACEHOLDER);
  });

  it('Datenschutz names host and authority when given, and leaves out the mail service when not', () => {
    seedShopInfo(FILLED);
    renderPage(DatenschutzPage);
    expect(screen.getByText(/Unsere Website wird betrieben bei: Beispiel Hosting GmbH, 10115 Berlin\./)).toBeInTheDocument();
    expect(screen.getByText('Für uns zuständig ist: HBDI, 65189 Wiesbaden')).toBeInTheDocument();
    expect(screen.queryByText(/E-Mails versenden wir über/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(PLACEHOLDER);
  });

  it('Datenschutz covers legal bases, local storage keys, PayPal, fonts and rights', () => {
    renderPage(DatenschutzPage);
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'Art. 6 Abs. 1 lit. b',
      'Art. 6 Abs. 1 lit. c',
      'Art. 6 Abs. 1 lit. f',
      'cartItems',
      'cookieConsent',
      'adminToken',
      'PayPal',
      'Google Fonts',
      'Art. 77 DSGVO',
      'Art. 15 DSGVO',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('AGB speak of a delivery fee instead of free delivery once a zone charges one', () => {
    seedDeliveryZones([
      { loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12, deliveryFee: 0 },
      { loc_plz: '35412', loc_name: 'Altenhain', min_bestellwert: 15, deliveryFee: 2.5 },
    ]);
    renderPage(AgbPage);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Für die Lieferung berechnen wir je nach Liefergebiet eine Liefergebühr');
    expect(text).not.toContain('Die Lieferung ist kostenlos');
  });

  it('AGB state the delivery time, free delivery, no right of withdrawal and the age limits', () => {
    seedDeliveryZones([{ loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12, deliveryFee: 0 }]);
    renderPage(AgbPage);
    expect(screen.getByText('Die Lieferzeit beträgt in der Regel höchstens 90 Minuten.')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'inkl.',
      'Mehrwertsteuer',
      'Die Lieferung ist kostenlos',
      'Mindestbestellwert',
      '§ 312g Abs. 2 Nr. 2 BGB',
      'ab 16 Jahren',
      'ab 18 Jahren',
      'PayPal',
      'Mängelrechte',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('Nutzungsbedingungen link to AGB and Datenschutz', () => {
    renderPage(NutzungsbedingungenPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  });
});

describe('info pages', () => {
  it('Anfahrt tells pickup customers to use the side entrance, and shows only the facts the owner filled', () => {
    renderPage(DirectionsPage);
    expect(screen.getByText(/^Bitte den Eingang an der Seite des Hauses benutzen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parken' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mit dem Auto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mit Bus und Bahn' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(PLACEHOLDER);
    expect(screen.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', phoneHref(SHOP.phone));
    expect(screen.getByText(`${SHOP.postalCode} ${SHOP.city}`, { exact: false })).toBeInTheDocument();
  });

  it('Anfahrt follows the owner’s directions', () => {
    seedShopInfo(FILLED);
    renderPage(DirectionsPage);
    expect(screen.getByRole('heading', { name: 'Mit dem Auto' })).toBeInTheDocument();
    expect(screen.getByText('Von der B 49 an der zweiten Ampel rechts.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Barrierefreiheit' })).not.toBeInTheDocument();
  });

  it("Öffnungszeiten marks the shop's weekday as today, not the phone's", async () => {
    // The phone believes it is Sunday; the server says Monday 18:10 in Berlin.
    jest.useFakeTimers({ now: new Date('2026-11-22T17:10:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      installFakeFetch({
        'GET /api/shop-status': () => ({ body: { isShopLive: 1, preordersEnabled: 0, serverTime: '2026-11-23T17:10:00.000Z', timezone: 'Europe/Berlin' } }),
      });
      renderPage(OpeningHoursPage);
      expect(await screen.findByRole('rowheader', { name: 'Montag heute' })).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Sonntag' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Öffnungszeiten lists every weekday from Monday with opening and delivery hours, Tuesday off', () => {
    installFakeFetch({ 'GET /api/shop-status': () => ({ body: { isShopLive: 1, preordersEnabled: 0 } }) });
    renderPage(OpeningHoursPage);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.replace(' heute', ''))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    // Each range is two unbreakable parts in the markup; the cell still reads as one range.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['17:00 – 23:00 Uhr', '17:30 – 22:30 Uhr']);
    expect(cells(rows[1])).toEqual(['Ruhetag']);
    expect(cells(rows[4])).toEqual(['16:00 – 24:00 Uhr', '16:30 – 23:30 Uhr']);
    expect(cells(rows[6])).toEqual(['16:00 – 23:00 Uhr', '16:30 – 22:30 Uhr']);
  });
});
