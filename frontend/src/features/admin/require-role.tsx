import { Link, Outlet, useLocation } from 'react-router-dom';
import type { StaffRole } from '@pizzeria/domain';
import { ADMIN_NAV, ROLE_LABELS, homeOf, mayOpen, navEntryOf } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';
import { useDocumentTitle } from '../../staff/use-document-title';

/** Said instead of a silent redirect: which screen, who may open it, and the way to one's own start screen. */
function NotForRole({ role, path }: { role: StaffRole; path: string }) {
  useDocumentTitle('Kein Zugriff');
  const screen = navEntryOf(path);
  const home = ADMIN_NAV.find((entry) => entry.to === homeOf(role));
  const allowed = screen ? screen.roles.map((r) => ROLE_LABELS[r]).join(' und ') : '';
  return (
    <main className="admin-not-allowed" role="alert">
      <h1>Diese Seite ist nicht für Sie freigegeben</h1>
      <p>
        „{screen?.label}“ können nur {allowed} öffnen. Sie sind als {ROLE_LABELS[role]} angemeldet.
      </p>
      <Link to={homeOf(role)} className="admin-button admin-button--primary">
        {home ? `Zur ${home.label}` : 'Zur Startseite'}
      </Link>
    </main>
  );
}

/** Tells a staff member who opens a screen outside their role that it is not theirs, with a link to their own start screen. */
export function RequireRole() {
  const { role } = useAdminSession();
  const { pathname } = useLocation();
  if (role && !mayOpen(role, pathname)) return <NotForRole role={role} path={pathname} />;
  return <Outlet />;
}
