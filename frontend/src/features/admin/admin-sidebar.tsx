import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useShopInfo } from '../../lib/use-shop-info';
import { navFor, ROLE_LABELS } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';
import { ShopStatusSwitches } from './shop-status-switches';

/** Navigation, shop switches and logout; a sidebar on desktop, a top bar with a menu button on tablets and phones. */
export function AdminSidebar() {
  const { signOut, role } = useAdminSession();
  const links = role ? navFor(role) : [];
  const [open, setOpen] = useState(false);

  return (
    <header className={`admin-sidebar ${open ? 'admin-sidebar--open' : ''}`}>
      <div className="admin-sidebar__top">
        <p className="admin-sidebar__brand">{useShopInfo().shop.name}</p>
        <button type="button" className="admin-sidebar__toggle" aria-expanded={open} aria-controls="admin-sidebar-panel" onClick={() => setOpen(!open)}>
          Menü
        </button>
      </div>
      <div className="admin-sidebar__panel" id="admin-sidebar-panel">
        <nav aria-label="Adminbereich">
          <ul className="admin-sidebar__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="admin-sidebar__link" onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {role && role !== 'kitchen' && <ShopStatusSwitches />}
        {role && <p className="admin-sidebar__role">Angemeldet als {ROLE_LABELS[role]}</p>}
        <button type="button" className="admin-button admin-sidebar__logout" onClick={signOut}>
          Abmelden
        </button>
      </div>
    </header>
  );
}
