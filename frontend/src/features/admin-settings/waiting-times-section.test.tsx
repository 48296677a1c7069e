import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { StaffQueries } from '../../test/staff-providers';
import type { AdminSettings } from './settings-model';
import { DEFAULT_SETTINGS } from './settings.test-support';
import { WaitingTimesSection } from './waiting-times-section';

const settings: AdminSettings = { ...DEFAULT_SETTINGS, waitingTimes: { lieferung: 50, abholung: 25 } };
const REFUSAL = 'Die Wartezeit bei Abholung muss eine ganze Zahl von 5 bis 240 Minuten sein.';

function renderSection() {
  const onSaved = jest.fn();
  render(<WaitingTimesSection settings={settings} onSaved={onSaved} />, { wrapper: StaffQueries });
  return { onSaved, section: screen.getByRole('form', { name: 'Wartezeiten' }) };
}

describe('Einstellungen: Wartezeiten', () => {
  it('shows the saved minutes and saves the changed ones as whole numbers', async () => {
    const saved = { ...settings, waitingTimes: { lieferung: 60, abholung: 25 }, success: true, message: 'Einstellungen gespeichert.' };
    const api = mockApi({ 'PATCH /admin/settings': saved, 'GET /shop-info': { shop: settings.shop, hours: settings.hours, closures: [] } });
    const { onSaved, section } = renderSection();
    const delivery = within(section).getByLabelText('Wartezeit Lieferung (Minuten)');
    expect(delivery).toHaveValue('50');
    expect(within(section).getByLabelText('Wartezeit Abholung (Minuten)')).toHaveValue('25');
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '60');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Einstellungen gespeichert.');
    expect(api.calls('PATCH', '/admin/settings')[0].body).toEqual({ waitingTimes: { lieferung: 60, abholung: 25 } });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('checks the contract before sending: a value out of range is said at its field and nothing is sent', async () => {
    const api = mockApi({ 'PATCH /admin/settings': { ...settings, success: true, message: 'Einstellungen gespeichert.' } });
    const { onSaved, section } = renderSection();
    const pickup = within(section).getByLabelText('Wartezeit Abholung (Minuten)');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, '3');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(pickup).toHaveAttribute('aria-describedby', alert.id);
    expect(within(section).getAllByRole('alert')).toHaveLength(1);
    expect(within(section).getByLabelText('Wartezeit Lieferung (Minuten)')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('PATCH', '/admin/settings')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says at its field that what is not a whole number is refused, without sending it', async () => {
    const api = mockApi({ 'PATCH /admin/settings': { ...settings, success: true, message: 'Einstellungen gespeichert.' } });
    const { section } = renderSection();
    const delivery = within(section).getByLabelText('Wartezeit Lieferung (Minuten)');
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '45,5');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Die Wartezeit bei Lieferung muss eine ganze Zahl von 5 bis 240 Minuten sein.');
    expect(delivery).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PATCH', '/admin/settings')).toHaveLength(0);

    // Corrected, the section is sent and the refusal goes away.
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '45');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Einstellungen gespeichert.');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(api.calls('PATCH', '/admin/settings')[0].body).toEqual({ waitingTimes: { lieferung: 45, abholung: 25 } });
  });

  it('shows a refusal of the server next to the field it names, the same place', async () => {
    const api = mockApi({
      'PATCH /admin/settings': () => ({ status: 400, body: { success: false, message: REFUSAL, field: 'waitingTimes.abholung' } }),
    });
    const { onSaved, section } = renderSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(within(section).getByLabelText('Wartezeit Abholung (Minuten)')).toHaveAttribute('aria-describedby', alert.id);
    expect(api.calls('PATCH', '/admin/settings')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
