import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { activeBusyMode, serviceDayOf, zonedTime, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { useDayBoundary } from '../../staff/use-day-boundary';
import { FirstLoadStatus } from '../../staff/first-load-status';
import { LiveIndicator } from '../../staff/live-indicator';
import { usePrinterStatus } from '../../staff/printer-status';
import { useDocumentTitle } from '../../staff/use-document-title';
import { staffNow, useStaffClock } from '../../staff/staff-clock';
import { useNow } from '../../staff/use-now';
import { useBoardActions, usePrintOrder, useStatusProblems } from '../../staff/board-actions';
import { useBoardOrders } from '../../staff/board-query';
import { NewOrderAlertSettings, SoundBlockedNotice } from '../../staff/new-order-alert-settings';
import { currentBoardOrders, groupByStatus } from '../../staff/order-board-state';
import { useFinishWithUndo } from '../../staff/use-finish-with-undo';
import { BacklogPanel } from './backlog-panel';
import { BusyModePanel } from './busy-mode-panel';
import { OrderDetailsModal } from './order-details-modal';
import { useOrderIntake } from '../../staff/order-intake';
import { PrintReceipt } from './order-receipt';
import { OrderStatusColumns } from './order-status-columns';
import { OutboxPanel } from './outbox-panel';
import { StatusProblems } from '../../staff/status-problems';
import { useBusyMode } from './use-busy-mode';
import './order-board.css';

/** The board notices a new day (dates on cards, the finished orders listed) within this long. */
const DAY_CHECK_MS = 60_000;

function queueNotice(queued: number): string | undefined {
  if (queued === 0) return undefined;
  return queued === 1 ? 'noch 1 neue Bestellung' : `noch ${queued} neue Bestellungen`;
}

/** Bestellannahme: every order by status, live; new orders open one after the other in their popup, a backlog is listed once. */
export default function OrderBoardPage() {
  const board = useBoardOrders();
  const { alerts, openId, queued, backlog, dismissBacklog, open, close, handled } = useOrderIntake();
  const { changeStatus, confirm } = useBoardActions();
  const { problems, dismissProblem } = useStatusProblems();
  const [printing, setPrinting] = useState<OrderRecord | null>(null);
  const printer = usePrinterStatus();
  const printTicket = usePrintOrder();
  const busyMode = useBusyMode();
  const now = useNow(DAY_CHECK_MS);
  const { timeZone } = useStaffClock();
  const today = zonedTime(new Date(now), timeZone).date;
  // The owner's boundary, as the server's board answer uses it: both drop yesterday's orders at the same moment.
  const dayBoundary = useDayBoundary();
  const serviceDay = serviceDayOf(now, timeZone, dayBoundary);
  const navigate = useNavigate();
  // Alt+N opens order entry from the board: the phone rings while staff look at the orders.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 'n') {
        event.preventDefault();
        void navigate('/admin/bestellung');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  const groups = useMemo(() => groupByStatus(currentBoardOrders(board.orders, serviceDay, dayBoundary)), [board.orders, serviceDay, dayBoundary]);
  const saving = useMemo(() => new Set(board.unsaved.keys()), [board.unsaved]);
  const pendingCount = groups.ausstehend.length;
  // The count in the tab title shows waiting orders even while staff look at another tab.
  useDocumentTitle(pendingCount > 0 ? `(${pendingCount}) Bestellannahme` : 'Bestellannahme');
  const openOrder = openId === null ? undefined : board.orders.find((o) => o.order_id === openId);

  // An order can leave the board while its popup is up (it aged out of the server's list); move on.
  useEffect(() => {
    if (openId !== null && board.loaded && !openOrder) close();
  }, [openId, openOrder, board.loaded, close]);

  // Stable, so that a poll re-renders only the cards whose order changed.
  const openCard = useCallback((order: OrderRecord) => open(order.order_id), [open]);
  const finishing = useFinishWithUndo((order) => changeStatus(order, 'abgeschlossen'));
  const finishingIds = useMemo(() => new Set(finishing.waiting.keys()), [finishing.waiting]);

  const decide = (order: OrderRecord, status: OrderStatus, reason?: string) => {
    if (status === 'abgeschlossen') {
      finishing.markDone(order);
      close();
      return;
    }
    changeStatus(order, status, reason);
    handled(order.order_id);
  };

  const print = (order: OrderRecord) => {
    printTicket(order);
    // With a kitchen printer (PRINTER_URL) the server prints the ticket; otherwise the browser does.
    if (!printer?.configured) setPrinting(order);
  };
  const donePrinting = useCallback(() => setPrinting(null), []);

  return (
    <div className="order-board">
      <header className="admin-page-header board-toolbar">
        <h1>Bestellannahme</h1>
        <LiveIndicator sync={board} />
        <div className="board-toolbar__controls">
          <Link to="/admin/bestellung" className="admin-button admin-button--primary" aria-keyshortcuts="Alt+N">
            Neue Bestellung <kbd>Alt+N</kbd>
          </Link>
          <NewOrderAlertSettings
            soundOn={alerts.soundOn}
            permission={alerts.permission}
            onToggleSound={alerts.toggleSound}
            onRequestPermission={() => void alerts.requestPermission()}
          />
          <BusyModePanel busy={busyMode.busy} error={busyMode.error} change={busyMode.change} />
        </div>
      </header>
      <OutboxPanel />
      <BacklogPanel orders={backlog} today={today} onOpen={openCard} onDismiss={dismissBacklog} />
      {board.loaded ? (
        <OrderStatusColumns
          groups={groups}
          today={today}
          saving={saving}
          finishing={finishingIds}
          onOpen={openCard}
          onComplete={finishing.markDone}
          onUndo={finishing.undo}
        />
      ) : (
        <FirstLoadStatus failed={board.fetchFailed} />
      )}
      {openOrder && (
        <OrderDetailsModal
          key={openOrder.order_id}
          order={openOrder}
          notice={openOrder.order_status === 'ausstehend' ? queueNotice(queued) : undefined}
          extraMinutes={activeBusyMode(busyMode.busy, new Date(staffNow())).extraMinutes}
          onClose={close}
          onConfirm={(order, time) => {
            confirm(order, time);
            handled(order.order_id);
          }}
          onChangeStatus={decide}
          onPrint={print}
        />
      )}
      {printing && <PrintReceipt order={printing} onDone={donePrinting} />}
      <SoundBlockedNotice soundOn={alerts.soundOn} soundBlocked={alerts.soundBlocked} />
      <div className="admin-toasts">
        <StatusProblems problems={problems} onDismiss={dismissProblem} />
      </div>
    </div>
  );
}
