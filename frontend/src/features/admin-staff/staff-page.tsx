import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkBody, createStaffSchema, updateStaffSchema } from '@pizzeria/contract';
import { STAFF_ROLES, type StaffRole } from '@pizzeria/domain';
import { api, messageOf } from '../../lib/api-client';
import { ROLE_LABELS } from '../../staff/admin-nav';
import { formatShopDateTime } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import '../../staff/admin-forms.css';
import { updateUser, usersQuery, type StaffUser } from './staff-api';

/** After a saved change the list is read again (last use, roles), and the change's promise ends once it shows. */
function useReloadUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersQuery.queryKey });
}

function RoleSelect({ id, value, onChange, label }: { id: string; value: StaffRole; onChange: (role: StaffRole) => void; label: string }) {
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function NewStaffForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('counter');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's contract, checked here first: its German message without a round trip.
    const checked = checkBody(createStaffSchema, { username, password, role });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    setError('');
    try {
      await api.post('/admin/users', { username, password, role }, { auth: true });
      setUsername('');
      setPassword('');
      onCreated();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form admin-card" onSubmit={submit} aria-labelledby="new-staff">
      <h2 id="new-staff">Neuen Zugang anlegen</h2>
      <div className="admin-form__grid">
        <label>
          Benutzername
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
        </label>
        <label>
          Passwort (mind. 8 Zeichen)
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" required />
        </label>
        <label>
          Rolle
          <RoleSelect id="new-staff-role" label="Rolle" value={role} onChange={setRole} />
        </label>
      </div>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Zugang anlegen
      </button>
    </form>
  );
}

/** The owner sets a new password for someone who forgot theirs; that person's sessions end. */
function PasswordReset({ user, onDone }: { user: StaffUser; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBody(updateStaffSchema, { password });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    setError('');
    try {
      await api.patch(`/admin/users/${user.id}`, { password }, { auth: true });
      setPassword('');
      setOpen(false);
      onDone(`Neues Passwort für ${user.username} gesetzt. Angemeldete Geräte wurden abgemeldet.`);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="admin-button" onClick={() => setOpen(true)}>
        Passwort zurücksetzen
      </button>
    );
  }
  return (
    <form className="staff-list__reset" onSubmit={submit} aria-label={`Neues Passwort für ${user.username}`}>
      <label>
        Neues Passwort für {user.username} (mind. 8 Zeichen){' '}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" minLength={8} required />
      </label>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Speichern
      </button>
      <button type="button" className="admin-button" onClick={() => setOpen(false)}>
        Abbrechen
      </button>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** "Mitarbeiter" (owner): the shop's logins, their roles and last use, switching a login off or on, and a new password for one. */
export default function StaffPage() {
  useDocumentTitle('Mitarbeiter');
  const [notice, setNotice] = useState('');
  const reload = useReloadUsers();
  const { data: users, error: loadError } = useQuery(usersQuery);
  const update = useMutation({ mutationFn: updateUser, onSuccess: reload });
  const change = (user: StaffUser, patch: Partial<StaffUser>) => update.mutate({ user, patch });
  const error = update.error ? `${update.variables?.user.username}: ${messageOf(update.error)}` : loadError ? messageOf(loadError) : '';

  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Mitarbeiter</h1>
      </header>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      <ul className="staff-list" aria-label="Zugänge">
        {users?.map((user) => (
          <li key={user.id} className={`admin-card staff-list__item${user.active ? '' : ' is-inactive'}`}>
            <span className="staff-list__name">
              {user.username}
              <span className="staff-list__used">{user.lastUsedAt ? `zuletzt benutzt ${formatShopDateTime(user.lastUsedAt)}` : 'noch nie benutzt'}</span>
            </span>
            <RoleSelect id={`role-${user.id}`} label={`Rolle von ${user.username}`} value={user.role} onChange={(role) => change(user, { role })} />
            <span className="staff-list__state">{user.active ? 'aktiv' : 'deaktiviert'}</span>
            <button type="button" className="admin-button" onClick={() => change(user, { active: !user.active })}>
              {user.active ? 'Deaktivieren' : 'Aktivieren'}
            </button>
            <PasswordReset user={user} onDone={setNotice} />
          </li>
        ))}
      </ul>
      <NewStaffForm onCreated={() => void reload()} />
    </section>
  );
}
