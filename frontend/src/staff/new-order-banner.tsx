import { Link } from 'react-router-dom';
import { mayOpenBoard } from './admin-nav';
import { useAdminSession } from './admin-session';
import { useOrderIntake } from './order-intake';

/**
 * On admin pages other than the board: new orders have been announced and their popups wait on the
 * board. A popup here would cover the page staff chose to look at, and come back every few seconds.
 */
export function NewOrderBanner() {
  const { due } = useOrderIntake();
  const { role } = useAdminSession();
  // The kitchen does not accept orders: a banner pointing to a screen it cannot open would lead nowhere.
  if (due === 0 || !mayOpenBoard(role)) return null;
  return (
    <p className="new-order-banner" role="status">
      <strong>{due === 1 ? '1 neue Bestellung wartet' : `${due} neue Bestellungen warten`} auf Annahme.</strong>
      <Link to="/admin/dashboard" className="admin-button admin-button--primary">
        Zur Bestellannahme
      </Link>
    </p>
  );
}
