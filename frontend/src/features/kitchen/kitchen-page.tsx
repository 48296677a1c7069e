import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { mayOpenBoard } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';
import { FirstLoadStatus } from '../../staff/first-load-status';
import { LiveIndicator } from '../../staff/live-indicator';
import { PrinterBanner } from '../../staff/printer-status';
import { useDocumentTitle } from '../../staff/use-document-title';
import { useBoardActions, useStatusProblems } from '../../staff/board-actions';
import { useBoardOrders } from '../../staff/board-query';
import { SoundBlockedNotice } from '../../staff/new-order-alert-settings';
import { SoundSwitch } from '../../staff/sound-switch';
import { useAlertSound } from '../../staff/use-alert-sound';
import { StatusProblems } from '../../staff/status-problems';
import { UnansweredOrdersBanner } from '../../staff/unanswered-orders-banner';
import { KitchenOrderCard, type TicketState } from './kitchen-order-card';
import { isLaterPreorder, kitchenQueue } from './kitchen-schedule';
import { usePreorderRule } from './use-preorder-rule';
import { useFinishWithUndo } from '../../staff/use-finish-with-undo';
import { useKitchenArrivals } from './use-kitchen-arrivals';
import { useNow } from '../../staff/use-now';
import { useWakeLock } from './use-wake-lock';
import './kitchen.css';

const MINUTE_REFRESH_MS = 30_000;

/**
 * Küche: the confirmed orders for the wall tablet, most urgent first, one tap to finish (undoable for
 * a few seconds); a newly confirmed order chimes and stays highlighted for a while.
 */
export default function KitchenPage() {
  const wakeLock = useWakeLock();
  const now = useNow(MINUTE_REFRESH_MS);
  const board = useBoardOrders();
  const { changeStatus } = useBoardActions();
  const { problems, dismissProblem } = useStatusProblems();
  const { role } = useAdminSession();
  const finishing = useFinishWithUndo((order) => changeStatus(order, 'abgeschlossen'));
  const saving = useMemo(() => new Set([...board.unsaved].filter(([, change]) => change.status === 'abgeschlossen').map(([id]) => id)), [board.unsaved]);
  const preorders = usePreorderRule();
  const rule = useMemo(() => ({ now, ...preorders }), [now, preorders]);
  const queue = useMemo(() => kitchenQueue(board.orders, saving, rule), [board.orders, saving, rule]);
  const later = board.orders.filter((order) => isLaterPreorder(order, rule)).length;
  const sound = useAlertSound();
  const ticketIds = useMemo(() => queue.map((order) => order.order_id), [queue]);
  const fresh = useKitchenArrivals(ticketIds, board.loaded, sound.chime);
  useDocumentTitle('Küche');
  const ticketState = (orderId: number): TicketState => (finishing.waiting.has(orderId) ? 'finishing' : saving.has(orderId) ? 'saving' : 'open');
  const openCount = queue.filter((order) => ticketState(order.order_id) === 'open').length;

  return (
    <div className="kitchen">
      <header className="kitchen__header">
        <h1>Küche</h1>
        <span className="kitchen__count">{openCount} offen</span>
        <LiveIndicator sync={board} />
        <SoundSwitch soundOn={sound.soundOn} onToggle={sound.toggleSound} />
        {mayOpenBoard(role) && (
          <Link to="/admin/dashboard" className="kitchen__back">
            Bestellannahme
          </Link>
        )}
      </header>
      <PrinterBanner />
      <UnansweredOrdersBanner />
      {wakeLock !== 'active' && (
        <p className="kitchen__note">Dieser Browser kann den Bildschirm nicht wach halten – bitte das automatische Sperren am Tablet abschalten.</p>
      )}
      {!board.loaded && <FirstLoadStatus failed={board.fetchFailed} />}
      {board.loaded && queue.length === 0 && <p className="kitchen__empty">Keine bestätigten Bestellungen.</p>}
      {later > 0 && (
        <p className="kitchen__note">
          {later === 1 ? '1 Vorbestellung erscheint' : `${later} Vorbestellungen erscheinen`} {preorders.dueMinutesBefore} Min. vor ihrer Wunschzeit.
        </p>
      )}
      <ul className="kitchen__grid">
        {queue.map((order) => (
          <li key={order.order_id}>
            <KitchenOrderCard order={order} now={now} state={ticketState(order.order_id)} isNew={fresh.has(order.order_id)} onDone={finishing.markDone} />
          </li>
        ))}
      </ul>
      <SoundBlockedNotice soundOn={sound.soundOn} soundBlocked={sound.soundBlocked} />
      <div className="admin-toasts">
        {[...finishing.waiting.values()].map((order) => (
          <div key={order.order_id} className="admin-toast" role="status">
            <span>Bestellung #{order.order_id} fertig.</span>
            <button type="button" className="admin-toast__action" onClick={() => finishing.undo(order.order_id)}>
              Rückgängig
            </button>
          </div>
        ))}
        <StatusProblems problems={problems} onDismiss={dismissProblem} />
      </div>
    </div>
  );
}
