import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
// Every render of this file goes through a fresh staff query cache.
import { renderWithStaffQueries as render } from '../../test/staff-providers';
import DeliveryZonesPage from './delivery-zones-page';
import type { AdminVoucher } from './menu-admin-api';
import VouchersPage from './vouchers-page';

jest.setTimeout(20_000);

const zones = [
  { id: 1, loc_plz: '10115', loc_name: 'Berlin Mitte', min_bestellwert: 15, deliveryFee: 0 },
  { id: 2, loc_plz: '10117', loc_name: 'Berlin', min_bestellwert: 20, deliveryFee: 2.5 },
];
const voucher: AdminVoucher = {
  id: 3,
  code: 'HERBST10',
  kind: 'percent',
  value: 10,
  minOrderValue: 20,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  usageLimit: 100,
  usedCount: 7,
  active: true,
};

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'owner-jwt'));

describe('Liefergebiete', () => {
  it('lists the zones and adds one; a refusal of the contract or the server shows at the field it names', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /admin/locations': zones,
      'POST /admin/locations': () =>
        ++attempts === 1
          ? { status: 400, body: { success: false, message: 'Dieses Liefergebiet (PLZ und Ort) gibt es schon.', field: 'loc_plz' } }
          : { body: { id: 4, loc_plz: '10119', loc_name: 'Berlin Prenzlauer Berg', min_bestellwert: 25, deliveryFee: 1.5 } },
    });
    render(<DeliveryZonesPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: '10115 Berlin Mitte' })).toBeInTheDocument();
    // "Lieferung kostenlos" only where the zone charges nothing.
    expect(screen.getByText('Mindestbestellwert 15,00 € · Lieferung kostenlos')).toBeInTheDocument();
    expect(screen.getByText('Mindestbestellwert 20,00 € · Liefergebühr 2,50 €')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liefergebiet hinzufügen' }));
    await user.type(screen.getByLabelText('PLZ'), '1011');
    await user.type(screen.getByLabelText('Ort'), 'Berlin Prenzlauer Berg');
    await user.clear(screen.getByLabelText('Mindestbestellwert (€)'));
    await user.type(screen.getByLabelText('Mindestbestellwert (€)'), '25');
    await user.click(screen.getByRole('button', { name: 'Liefergebiet anlegen' }));
    // The contract refuses it in the browser with the server's own message; nothing is sent.
    const message = await screen.findByText('Die Postleitzahl muss aus fünf Ziffern bestehen.');
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-describedby', message.id);

    await user.type(screen.getByLabelText('PLZ'), '9');
    await user.clear(screen.getByLabelText('Liefergebühr (€)'));
    await user.type(screen.getByLabelText('Liefergebühr (€)'), '75');
    await user.click(screen.getByRole('button', { name: 'Liefergebiet anlegen' }));
    const feeMessage = await screen.findByText('Die Liefergebühr muss zwischen 0,00 € und 50,00 € liegen.');
    expect(screen.getByLabelText('Liefergebühr (€)')).toHaveAttribute('aria-describedby', feeMessage.id);
    expect(api.calls('POST', '/admin/locations')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Liefergebühr (€)'));
    await user.type(screen.getByLabelText('Liefergebühr (€)'), '1,50');
    await user.click(screen.getByRole('button', { name: 'Liefergebiet anlegen' }));
    // The server's 400 names its field: the message shows there.
    const duplicate = await screen.findByText('Dieses Liefergebiet (PLZ und Ort) gibt es schon.');
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-describedby', duplicate.id);
    expect(api.calls('GET', '/admin/locations')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Liefergebiet anlegen' }));
    await waitFor(() => expect(api.calls('GET', '/admin/locations')).toHaveLength(2));
    expect(api.calls('POST', '/admin/locations')[1].body).toEqual({ loc_plz: '10119', loc_name: 'Berlin Prenzlauer Berg', min_bestellwert: 25, deliveryFee: 1.5 });
  });

  it('deletes a zone after the confirmation', async () => {
    const api = mockApi({ 'GET /admin/locations': zones, 'DELETE /admin/locations/2': { success: true } });
    render(<DeliveryZonesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '10117 Berlin: Löschen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/locations/2')).toHaveLength(1));
  });
});

describe('Gutscheine', () => {
  it('shows each voucher with its conditions and usage count', async () => {
    mockApi({
      'GET /admin/vouchers': [
        voucher,
        { ...voucher, id: 4, code: 'FEST5', kind: 'fixed', value: 5, minOrderValue: 0, validFrom: null, validUntil: null, usageLimit: null, usedCount: 0, active: false },
      ],
    });
    render(<VouchersPage />);
    expect(await screen.findByText('10 % · ab 20,00 € · 7 von 100 genutzt · gültig 01.11.2026–30.11.2026 · aktiv')).toBeInTheDocument();
    expect(screen.getByText('5,00 € · 0× genutzt · unbefristet · inaktiv')).toBeInTheDocument();
  });

  it('sets codes and postcodes as codes, not in the display face of the other lists', async () => {
    mockApi({ 'GET /admin/vouchers': [voucher], 'GET /admin/locations': zones });
    render(<VouchersPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'HERBST10' })).toHaveClass('menu-admin-row__code');
    render(<DeliveryZonesPage />);
    expect(await screen.findByRole('heading', { level: 3, name: '10115 Berlin Mitte' })).toHaveClass('menu-admin-row__code');
  });

  it('creates a fixed-amount voucher with a usage limit', async () => {
    const api = mockApi({ 'GET /admin/vouchers': [], 'POST /admin/vouchers': { ...voucher, id: 9 } });
    render(<VouchersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gutschein hinzufügen' }));
    await user.type(screen.getByLabelText('Code'), 'winter5');
    await user.selectOptions(screen.getByLabelText('Art'), 'fixed');
    await user.type(screen.getByLabelText('Wert'), '5,00');
    await user.clear(screen.getByLabelText('Mindestbestellwert (€)'));
    await user.type(screen.getByLabelText('Mindestbestellwert (€)'), '30');
    await user.type(screen.getByLabelText('Gültig bis'), '2026-12-31');
    await user.type(screen.getByLabelText('Nutzungslimit'), '50');
    await user.click(screen.getByRole('button', { name: 'Gutschein anlegen' }));
    await waitFor(() => expect(api.calls('POST', '/admin/vouchers')).toHaveLength(1));
    expect(api.calls('POST', '/admin/vouchers')[0].body).toEqual({
      code: 'WINTER5',
      kind: 'fixed',
      value: 5,
      minOrderValue: 30,
      validFrom: null,
      validUntil: '2026-12-31',
      usageLimit: 50,
      active: true,
    });
  });

  it('shows a duplicate code refusal at the code field', async () => {
    mockApi({
      'GET /admin/vouchers': [voucher],
      'PATCH /admin/vouchers/3': () => ({ status: 400, body: { success: false, message: 'Diesen Gutscheincode gibt es schon.', field: 'code' } }),
    });
    render(<VouchersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'HERBST10 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const message = await screen.findByText('Diesen Gutscheincode gibt es schon.');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-describedby', message.id);
  });
});
