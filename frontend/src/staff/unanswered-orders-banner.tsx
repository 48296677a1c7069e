import { useEffect, useMemo, useRef } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { ESCALATION_MESSAGES, minutesWaiting } from '@pizzeria/domain';
import { mayOpenBoard } from './admin-nav';
import { useAdminSession } from './admin-session';
import { useBoardOrders } from './board-query';
import { playAlarm, playWithRetries } from './new-order-alerts';

/**
 * On every screen of staff who answer orders (not the kitchen's, which cannot): pending orders the server escalated because nobody answered them. Each
 * newly escalated order sounds the loud alarm once, whatever the chime switch says: an unanswered
 * order is lost money and a waiting customer, the one thing the counter must not miss.
 */
export function UnansweredOrdersBanner() {
  const { orders } = useBoardOrders();
  const answers = mayOpenBoard(useAdminSession().role);
  const onBoard = useMatch('/admin/dashboard') !== null;
  const unanswered = useMemo(() => orders.filter((o) => o.order_status === 'ausstehend' && o.escalated_at !== null), [orders]);
  const rung = useRef(new Set<number>());

  useEffect(() => {
    const fresh = unanswered.filter((o) => !rung.current.has(o.order_id));
    for (const order of fresh) rung.current.add(order.order_id);
    if (answers && fresh.length > 0) void playWithRetries(playAlarm);
  }, [unanswered, answers]);

  if (!answers || unanswered.length === 0) return null;
  // Read on the server's clock (when it escalated), not this screen's, which may be off.
  const longest = Math.max(...unanswered.map((o) => minutesWaiting(o.order_date, new Date(o.escalated_at as string))));
  return (
    <div className="unanswered-banner" role="alert">
      <strong>{ESCALATION_MESSAGES.staffBanner(unanswered.length, longest)}</strong>
      <span className="unanswered-banner__orders">{unanswered.map((o) => `#${o.order_id}`).join(', ')}</span>
      {!onBoard && (
        <Link to="/admin/dashboard" className="admin-button admin-button--primary">
          Zur Bestellannahme
        </Link>
      )}
    </div>
  );
}
