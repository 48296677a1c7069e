import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SHOP_INFO_DEFAULTS, type KnownCustomer } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
import { StaffProviders } from '../../test/staff-providers';
import OrderEntryPage from './order-entry-page';

jest.mock('../../lib/socket', () => jest.requireActual('../../test/admin-socket-stub').adminSocketModule);

/** A token of that role as the server signs it (only the payload matters to the screens). */
function tokenOf(role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `x.${btoa(JSON.stringify({ sub: 2, username: role, role, iat: now, exp: now + 3600 }))}.y`;
}

const known: KnownCustomer = {
  phone: '0151234567',
  firstName: 'Erika',
  lastName: 'Mustermann',
  company: '',
  email: 'erika@example.de',
  addresses: [],
  orderCount: 3,
  lastOrderAt: '2026-11-20T17:30:00.000Z',
};

function renderAs(role: string) {
  localStorage.setItem(ADMIN_TOKEN_KEY, tokenOf(role));
  const api = mockApi({
    // What every staff screen asks besides its own calls: the shop's facts and a fresh token.
    'GET /shop-info': SHOP_INFO_DEFAULTS,
    'POST /admin/refresh': { success: true, token: tokenOf(role) },
    [`GET /admin/customers?q=${known.phone}`]: { success: true, customers: [known] },
    [`DELETE /admin/customers/${known.phone}`]: { success: true, anonymised: 3 },
  });
  render(
    <MemoryRouter>
      <StaffProviders>
        <OrderEntryPage />
      </StaffProviders>
    </MemoryRouter>,
  );
  return api;
}

/** Types the caller's number and takes the known customer from the suggestions. */
async function pickKnownCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Telefon' }), known.phone);
  const suggestions = await screen.findByRole('list', { name: 'Bekannte Kunden' });
  await user.click(within(suggestions).getByRole('button', { name: /Erika Mustermann/ }));
  expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Erika');
}

afterEach(() => localStorage.clear());

describe('Kundendaten löschen in der Bestellaufnahme', () => {
  it('lets the owner erase the shown customer after confirming, says how many orders were anonymised and clears the form', async () => {
    const user = userEvent.setup();
    const api = renderAs('owner');
    await pickKnownCustomer(user);

    await user.click(screen.getByRole('button', { name: 'Kundendaten löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Kundendaten löschen?' });
    expect(dialog).toHaveTextContent('Erika Mustermann (0151234567)');
    expect(api.calls('DELETE', `/admin/customers/${known.phone}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByText('Kundendaten gelöscht: 3 Bestellungen anonymisiert.')).toBeInTheDocument();
    expect(api.calls('DELETE', `/admin/customers/${known.phone}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Kundendaten löschen' })).not.toBeInTheDocument();
  });

  it('cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderAs('owner');
    await pickKnownCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Kundendaten löschen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', `/admin/customers/${known.phone}`)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Erika');
  });

  it('does not offer it to counter staff', async () => {
    const user = userEvent.setup();
    renderAs('counter');
    await pickKnownCustomer(user);
    expect(screen.queryByRole('button', { name: 'Kundendaten löschen' })).not.toBeInTheDocument();
  });
});
