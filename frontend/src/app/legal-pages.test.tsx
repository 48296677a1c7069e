import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { phoneHref, SHOP_IDENTITY_DEFAULTS as SHOP } from '@pizzeria/domain';
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

describe('legal pages', () => {
  it('Impressum names the provider data to fill in and the dispute statements', () => {
    renderPage(ImpressumPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verbraucherstreitbeilegung' })).toBeInTheDocument();
    expect(screen.getByText('[USt-IdNr. – in den Einstellungen eintragen]')).toBeInTheDocument();
    expect(screen.getAllByText('Giuseppe Rossi', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('note').length).toBeGreaterThan(0);
    expect(document.title).toBe('Impressum – Pizzeria Bella Napoli');
  });

  it('Datenschutz covers legal bases, local storage keys, PayPal, fonts and rights', () => {
    renderPage(DatenschutzPage);
    const text = document.body.textContent ?? '';
    for (const phrase of ['Art. 6 Abs. 1 lit. b', 'Art. 6 Abs. 1 lit. c', 'Art. 6 Abs. 1 lit. f', 'cartItems', 'cookieConsent', 'adminToken', 'PayPal', 'Google Fonts', 'Art. 77 DSGVO', 'Art. 15 DSGVO']) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('AGB state the delivery time, free delivery, no right of withdrawal and the age limits', () => {
    renderPage(AgbPage);
    expect(screen.getByText('Die Lieferzeit beträgt in der Regel höchstens 90 Minuten.')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const phrase of ['inkl.', 'Mehrwertsteuer', 'Die Lieferung ist kostenlos', 'Mindestbestellwert', '§ 312g Abs. 2 Nr. 2 BGB', 'ab 16 Jahren', 'ab 18 Jahren', 'PayPal', 'Mängelrechte']) {
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
  it('Anfahrt tells pickup customers to use the side entrance', () => {
    renderPage(DirectionsPage);
    expect(screen.getByText(/^Abholung: bitte den Eingang an der Seite .* benutzen$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', phoneHref(SHOP.phone));
    expect(screen.getByText(`${SHOP.postalCode} ${SHOP.city}`, { exact: false })).toBeInTheDocument();
  });

  it('Öffnungszeiten lists every weekday from Monday with opening and delivery hours, Tuesday off', () => {
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
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['17:00 – 23:00 Uhr', '17:30 – 22:30 Uhr']);
    expect(cells(rows[1])).toEqual(['Ruhetag']);
    expect(cells(rows[4])).toEqual(['16:00 – 24:00 Uhr', '16:30 – 23:30 Uhr']);
    expect(cells(rows[6])).toEqual(['16:00 – 23:00 Uhr', '16:30 – 22:30 Uhr']);
  });
});
