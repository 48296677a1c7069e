import { screen, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
import { renderWithStaffQueries } from '../../test/staff-providers';
import type { AdminSettings } from './settings-model';
import { DEFAULT_SETTINGS } from './settings.test-support';
import SettingsPage from './settings-page';

const settings: AdminSettings = DEFAULT_SETTINGS;

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
