import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
// The page loads and saves through the staff query cache; each render gets a fresh one.
import { renderWithStaffQueries as render } from '../../test/staff-providers';
import StaffPage from './staff-page';

jest.setTimeout(20_000);

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'owner-jwt'));

describe('Mitarbeiter: a new login', () => {
  it('is checked by its contract first: a refused one says the server’s message and nothing is sent', async () => {
    const api = mockApi({ 'GET /admin/users': { users: [] }, 'POST /admin/users': { success: true } });
    render(<StaffPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Benutzername'), 'bo b');
    await user.type(screen.getByLabelText('Passwort (mind. 8 Zeichen)'), 'geheim-123');
    await user.click(screen.getByRole('button', { name: 'Zugang anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Benutzername muss 1–50 Zeichen lang sein (Buchstaben, Ziffern, . _ @ -).');
    expect(api.calls('POST', '/admin/users')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Benutzername'));
    await user.type(screen.getByLabelText('Benutzername'), 'bob');
    await user.click(screen.getByRole('button', { name: 'Zugang anlegen' }));
    await waitFor(() => expect(api.calls('POST', '/admin/users')).toHaveLength(1));
    expect(api.calls('POST', '/admin/users')[0].body).toEqual({ username: 'bob', password: 'geheim-123', role: 'counter' });
  });
});

describe('Mitarbeiter: the owner sets a new password', () => {
  it('sends one change for a double click and says that the devices were signed out', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const api = mockApi({
      'GET /admin/users': { users: [{ id: 4, username: 'tom', role: 'driver', active: true, lastUsedAt: null }] },
      'PATCH /admin/users/4': () => new Promise((resolve) => (answer = resolve)),
    });
    render(<StaffPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen' }));
    await user.type(screen.getByLabelText('Neues Passwort für tom (mind. 8 Zeichen)'), 'neues-passwort');
    const save = screen.getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.submit(save.closest('form')!);

    answer({ body: { success: true } });
    expect(await screen.findByRole('status')).toHaveTextContent('Neues Passwort für tom gesetzt. Angemeldete Geräte wurden abgemeldet.');
    expect(api.calls('PATCH', '/admin/users/4')).toHaveLength(1);
    expect(api.calls('PATCH', '/admin/users/4')[0].body).toEqual({ password: 'neues-passwort' });
  });
});
