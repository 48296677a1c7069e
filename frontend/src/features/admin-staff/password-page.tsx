import { changePasswordSchema, checkBody } from '@pizzeria/contract';
import { useState, type FormEvent } from 'react';
import { api, messageOf } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';
import { useDocumentTitle } from '../../staff/use-document-title';
import '../../staff/admin-forms.css';

const MISMATCH = 'Die beiden neuen Passwörter stimmen nicht überein.';

/** "Mein Passwort" (everyone): other devices of this person are signed out; this one goes on with the new token. */
export default function PasswordPage() {
  useDocumentTitle('Mein Passwort');
  const { signIn } = useAdminSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDone('');
    if (next !== repeat) return setError(MISMATCH);
    // The server's contract, checked here first: its German message without a round trip.
    const checked = checkBody(changePasswordSchema, { currentPassword: current, newPassword: next });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    try {
      const res = await api.post<{ token: string; message: string }>('/admin/password', { currentPassword: current, newPassword: next }, { auth: true });
      signIn(res.token);
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(res.message);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Mein Passwort</h1>
      </header>
      <form className="admin-form admin-card admin-form--narrow" onSubmit={submit}>
        <label>
          Aktuelles Passwort
          <input type="password" value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" required />
        </label>
        <label>
          Neues Passwort (mind. 8 Zeichen)
          <input type="password" value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" required />
        </label>
        <label>
          Neues Passwort wiederholen
          <input type="password" value={repeat} onChange={(e) => setRepeat(e.target.value)} autoComplete="new-password" required />
        </label>
        {error && (
          <p className="admin-form__error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="admin-form__done" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          Passwort ändern
        </button>
      </form>
    </section>
  );
}
