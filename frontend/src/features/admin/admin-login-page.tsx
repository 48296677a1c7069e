import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../lib/api-client';
import { useShopInfo } from '../../lib/use-shop-info';
import { homeOf, tokenRole } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';
import { useDocumentTitle } from '../../staff/use-document-title';

export const LOGIN_FAILED = 'Login fehlgeschlagen';

interface LoginResponse {
  success: boolean;
  token?: string;
  message?: string;
}

export default function AdminLoginPage() {
  const { token, role, signIn } = useAdminSession();
  const navigate = useNavigate();
  const shopName = useShopInfo().shop.name;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentTitle('Admin-Anmeldung');

  if (token && role) return <Navigate to={homeOf(role)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const response = await api.post<LoginResponse>('/admin/login', { username, password });
      if (!response.success || !response.token) {
        setError(response.message || LOGIN_FAILED);
        return;
      }
      signIn(response.token);
      void navigate(homeOf(tokenRole(response.token) ?? 'counter'), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  }

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
