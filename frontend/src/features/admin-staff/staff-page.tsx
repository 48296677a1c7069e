import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkBody, createStaffSchema, updateStaffSchema } from '@pizzeria/contract';
import { STAFF_ROLES, type StaffRole } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { ROLE_LABELS } from '../../staff/admin-nav';
import { formatShopDateTime } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import { useSingleSubmit } from '../../staff/use-single-submit';
import '../../staff/admin-forms.css';
import { createUser, updateUser, usersQuery, type StaffUser } from './staff-api';

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
  const [refusal, setRefusal] = useState('');
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      setUsername('');
      setPassword('');
      onCreated();
    },
  });
  const submitOnce = useSingleSubmit(create);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's contract, checked here first: its German message without a round trip.
    const checked = checkBody(createStaffSchema, { username, password, role });
    setRefusal(checked.ok ? '' : checked.message);
    if (checked.ok) submitOnce({ username, password, role });
  }

  const error = refusal || (create.error ? messageOf(create.error) : '');
  const busy = create.isPending;

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
  const [refusal, setRefusal] = useState('');
  const reset = useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      setPassword('');
      setOpen(false);
      onDone(`Neues Passwort für ${user.username} gesetzt. Angemeldete Geräte wurden abgemeldet.`);
    },
  });
  const submitOnce = useSingleSubmit(reset);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBody(updateStaffSchema, { password });
    setRefusal(checked.ok ? '' : checked.message);
    if (checked.ok) submitOnce({ user, patch: { password } });
  }

  const error = refusal || (reset.error ? messageOf(reset.error) : '');
  const busy = reset.isPending;

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
