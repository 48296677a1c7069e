import { screen, within } from '@testing-library/react';
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
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
import { renderWithStaffQueries } from '../../test/staff-providers';
import type { AdminSettings } from './settings-model';
import SettingsPage from './settings-page';

const settings: AdminSettings = {
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

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'owner-jwt'));

describe('SettingsPage', () => {
  it('links to every section from its navigation, each link to the section it names', async () => {
    mockApi({ 'GET /admin/settings': settings });
    renderWithStaffQueries(<SettingsPage />);
    const nav = await screen.findByRole('navigation', { name: 'Abschnitte' });
    const links = within(nav).getAllByRole('link');
    const forms = screen.getAllByRole('form');
    expect(links).toHaveLength(forms.length);
    expect(links.map((link) => link.textContent)).toEqual([
      'Geschäft',
      'Rechtliches',
      'Anfahrt',
      'Öffnungszeiten',
      'Schließtage',
      'Bestellzeiten',
      'Wartezeiten',
      'Bestellablauf',
      'Tageswechsel',
      'Steuerberater',
      'Datenschutz',
    ]);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toContainElement(forms[index]);
      expect(within(forms[index]).getByRole('heading', { level: 2 }).textContent).toContain(link.textContent!.slice(0, 5));
    });
  });
});
