import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { api, ApiError, messageOf } from '../../lib/api-client';
import { useShopInfo } from '../../lib/use-shop-info';
import { homeOf, tokenRole } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';
import { useDocumentTitle } from '../../staff/use-document-title';
import { useSingleSubmit } from '../../staff/use-single-submit';

export const LOGIN_FAILED = 'Login fehlgeschlagen';

interface LoginResponse {
  success: boolean;
  token?: string;
  /** This browser's device token for the name (see docs/back-office.md#sign-in). */
  device?: string;
  message?: string;
}

/**
 * Where this browser keeps the device token of a name: with it, wrong passwords typed elsewhere do
 * not lock this screen out of the account.
 */
const deviceKey = (username: string) => `adminDevice:${username.trim().toLowerCase()}`;

/** A refusal answered with 200 (`success: false`) is a failure too, with the server's message. */
async function logIn(credentials: { username: string; password: string }): Promise<string> {
  const device = localStorage.getItem(deviceKey(credentials.username)) ?? undefined;
  const response = await api.post<LoginResponse>('/admin/login', { ...credentials, device });
  if (!response.success || !response.token) throw new ApiError(200, response.message || LOGIN_FAILED);
  if (response.device) localStorage.setItem(deviceKey(credentials.username), response.device);
  return response.token;
}

export default function AdminLoginPage() {
  const { token, role, signIn } = useAdminSession();
  const navigate = useNavigate();
  const shopName = useShopInfo().shop.name;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (next) => {
      signIn(next);
      void navigate(homeOf(tokenRole(next) ?? 'counter'), { replace: true });
    },
  });
  const submitOnce = useSingleSubmit(login);
  useDocumentTitle('Admin-Anmeldung');

  if (token && role) return <Navigate to={homeOf(role)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    submitOnce({ username, password });
  }

  const error = login.error ? messageOf(login.error, LOGIN_FAILED) : '';
  const busy = login.isPending;

  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={submit}>
        <p className="admin-login__shop">{shopName}</p>
        <h1>Admin-Anmeldung</h1>
        <label htmlFor="admin-username">Benutzername</label>
        <input id="admin-username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor="admin-password">Passwort</label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="admin-login__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Anmelden …' : 'Anmelden'}
        </button>
      </form>
    </main>
  );
}
