import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
import { StaffQueries } from '../../test/staff-providers';
import { AdminSessionProvider } from '../../staff/admin-session';
import PasswordPage from './password-page';

jest.mock('../../lib/socket', () => ({
  connectAdminSocket: () => ({ on: jest.fn(), disconnect: jest.fn() }),
}));

jest.setTimeout(20_000);

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'old-jwt'));

function renderPage() {
  render(
    <MemoryRouter>
      <StaffQueries>
        <AdminSessionProvider>
          <PasswordPage />
        </AdminSessionProvider>
      </StaffQueries>
    </MemoryRouter>,
  );
}

async function fillIn(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Aktuelles Passwort'), current);
  await user.type(screen.getByLabelText('Neues Passwort (mind. 8 Zeichen)'), next);
  await user.type(screen.getByLabelText('Neues Passwort wiederholen'), repeat);
}

describe('Mein Passwort', () => {
  it('sends one change for a double click, then goes on with the new token and says so', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const api = mockApi({ 'POST /admin/password': () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    await fillIn('altes-passwort', 'neues-passwort');
    const button = screen.getByRole('button', { name: 'Passwort ändern' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    // Enter in a field submits the form even while the button is disabled.
    fireEvent.submit(button.closest('form')!);
    expect(api.calls('POST', '/admin/password')).toHaveLength(1);
    expect(api.calls('POST', '/admin/password')[0].body).toEqual({ currentPassword: 'altes-passwort', newPassword: 'neues-passwort' });

    answer({ body: { success: true, token: 'new-jwt', message: 'Passwort geändert. Andere Geräte wurden abgemeldet.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Passwort geändert. Andere Geräte wurden abgemeldet.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new-jwt');
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveValue('');
  });

  it('shows the server’s refusal and keeps the token', async () => {
    mockApi({ 'POST /admin/password': () => ({ status: 400, body: { success: false, message: 'Das aktuelle Passwort ist falsch.' } }) });
    renderPage();
    await fillIn('falsches-passwort', 'neues-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das aktuelle Passwort ist falsch.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('old-jwt');
  });

  it('refuses two different new passwords without sending anything', async () => {
    const api = mockApi({ 'POST /admin/password': { success: true, token: 'new-jwt', message: 'ok' } });
    renderPage();
    await fillIn('altes-passwort', 'neues-passwort', 'anderes-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die beiden neuen Passwörter stimmen nicht überein.');
    expect(api.calls('POST', '/admin/password')).toHaveLength(0);
  });
});
