import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_TIMES_MESSAGES } from '@pizzeria/domain';
import { mockApi } from '../../test/fetch-mock';
import { StaffQueries } from '../../test/staff-providers';
import type { AdminSettings } from './settings-model';
import { DEFAULT_SETTINGS } from './settings.test-support';
import { OrderTimesSection } from './order-times-section';

const settings: AdminSettings = DEFAULT_SETTINGS;

function renderSection() {
  const onSaved = jest.fn();
  render(<OrderTimesSection settings={settings} onSaved={onSaved} />, { wrapper: StaffQueries });
  return { onSaved, section: screen.getByRole('form', { name: 'Bestellzeiten' }) };
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('Einstellungen: Bestellzeiten (the seed’s fixed figures as settings)', () => {
  it('shows the seed’s figures and saves the owner’s, the amount in cents', async () => {
    const orderTimes = { ...settings.orderTimes, earlyOrderBefore: '11:00', earlyOrderMinCents: 7550 };
    const saved = { ...settings, orderTimes, success: true, message: 'Einstellungen gespeichert.' };
    const api = mockApi({ 'PATCH /admin/settings': saved, 'GET /shop-info': { shop: settings.shop, hours: settings.hours, closures: [], orderTimes } });
    const { onSaved, section } = renderSection();
    expect(within(section).getByLabelText('Bestellschluss (Minuten)')).toHaveValue('30');
    expect(within(section).getByLabelText('Auf Anfrage ab (Uhrzeit)')).toHaveValue('10:00');
    expect(within(section).getByLabelText('Auf Anfrage bis (Uhrzeit)')).toHaveValue('22:30');
    const amount = within(section).getByLabelText('Mindestwert (€)');
    expect(amount).toHaveValue('100,00');
    await retype(within(section).getByLabelText('Mindestwert vor (Uhrzeit)'), '11:00');
    await retype(amount, '75,50');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Einstellungen gespeichert.');
    expect(api.calls('PATCH', '/admin/settings')[0].body).toEqual({ orderTimes });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('shows the contract’s refusal at the field it names, the server’s message, without sending', async () => {
    const api = mockApi({
      'PATCH /admin/settings': () => ({ status: 400, body: { success: false, message: ORDER_TIMES_MESSAGES.lastOrderMinutes, field: 'orderTimes.lastOrderMinutes' } }),
    });
    const { section } = renderSection();
    const margin = within(section).getByLabelText('Bestellschluss (Minuten)');
    await retype(margin, 'eine halbe Stunde');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_TIMES_MESSAGES.lastOrderMinutes);
    expect(margin).toHaveAttribute('aria-describedby', alert.id);
    expect(api.calls('PATCH', '/admin/settings')).toHaveLength(0);
  });
});
