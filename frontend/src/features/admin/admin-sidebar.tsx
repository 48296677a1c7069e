import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { SHOP_NAME } from '@pizzeria/domain';
import { useAdminSession } from './admin-session';
import { ShopStatusSwitches } from './shop-status-switches';

const LINKS = [
  { to: '/admin/dashboard', label: 'Bestellannahme' },
  { to: '/admin/overview', label: 'Bestellübersicht' },
  { to: '/admin/kitchen', label: 'Küche' },
];

/** Navigation, shop switches and logout; a sidebar on desktop, a top bar with a menu button on tablets and phones. */
export function AdminSidebar() {
  const { signOut } = useAdminSession();
  const [open, setOpen] = useState(false);

  return (
    <header className={`admin-sidebar ${open ? 'admin-sidebar--open' : ''}`}>
      <div className="admin-sidebar__top">
        <p className="admin-sidebar__brand">{SHOP_NAME}</p>
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls="admin-sidebar-panel"
          onClick={() => setOpen(!open)}
        >
          Menü
        </button>
      </div>
      <div className="admin-sidebar__panel" id="admin-sidebar-panel">
        <nav aria-label="Adminbereich">
          <ul className="admin-sidebar__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="admin-sidebar__link" onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ShopStatusSwitches />
        <button type="button" className="admin-button admin-sidebar__logout" onClick={signOut}>
          Logout
        </button>
      </div>
    </header>
  );
}
