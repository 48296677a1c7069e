import { changePasswordSchema, checkBody } from '@pizzeria/contract';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, messageOf } from '../lib/api-client';
import { useAdminSession } from './admin-session';
import { useSingleSubmit } from './use-single-submit';
import './admin-forms.css';

const MISMATCH = 'Die beiden neuen Passwörter stimmen nicht überein.';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const changePassword = (change: PasswordChange) => api.post<{ token: string; message: string }>('/admin/password', change, { auth: true });

/** The own password (old and new twice): other devices of this person are signed out; this one goes on with the new token. */
export function PasswordForm() {
  const { signIn } = useAdminSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  // What the form itself refuses before sending; the server's refusal is the mutation's error.
  const [refusal, setRefusal] = useState('');
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => {
      signIn(res.token);
      setCurrent('');
      setNext('');
      setRepeat('');
    },
  });
  const submitOnce = useSingleSubmit(change);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    if (next !== repeat) return setRefusal(MISMATCH);
    // The server's contract, checked here first: its German message without a round trip.
    const checked = checkBody(changePasswordSchema, { currentPassword: current, newPassword: next });
    if (!checked.ok) return setRefusal(checked.message);
    submitOnce({ currentPassword: current, newPassword: next });
  }

  const error = refusal || (change.error ? messageOf(change.error) : '');
  const done = refusal ? '' : (change.data?.message ?? '');
  const busy = change.isPending;

  return (
    <form className="admin-form admin-card admin-form--narrow" onSubmit={submit} aria-label="Passwort ändern">
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
  );
}
