import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderRecord, OrderStatus } from '@pizzeria/domain';
import { LiveIndicator } from '../admin/live-indicator';
import { useDocumentTitle } from '../admin/use-document-title';
import { printOrder } from './admin-orders-api';
import { useAdminOrdersContext } from './admin-orders-context';
import { NewOrderAlertSettings } from './new-order-alert-settings';
import { groupByStatus } from './order-board-state';
import { OrderDetailsModal } from './order-details-modal';
import { useOrderIntake } from './order-intake';
import { PrintReceipt } from './order-receipt';
import { StatusProblems } from './status-problems';
import { OrderStatusColumns } from './order-status-columns';
import './order-board.css';

const PRINT_ERROR = 'Fehler beim Drucken der Bestellung.';

function queueNotice(queued: number): string | undefined {
  if (queued === 0) return undefined;
  return queued === 1 ? 'noch 1 neue Bestellung' : `noch ${queued} neue Bestellungen`;
}

/** Bestellannahme: every order by status, live; new orders open one after the other in their popup. */
export default function OrderBoardPage() {
  const board = useAdminOrdersContext();
  const intake = useOrderIntake();
  const { alerts } = intake;
  const [printing, setPrinting] = useState<OrderRecord | null>(null);

  const groups = useMemo(() => groupByStatus(board.orders), [board.orders]);
  const saving = useMemo(() => new Set(board.unsaved.keys()), [board.unsaved]);
  const pendingCount = groups.ausstehend.length;
  // The count in the tab title shows waiting orders even while staff look at another tab.
  useDocumentTitle(pendingCount > 0 ? `(${pendingCount}) Bestellannahme` : 'Bestellannahme');
  const openOrder = intake.openId === null ? undefined : board.orders.find((o) => o.order_id === intake.openId);

  // An order can leave the board while its popup is up (it aged out of the server's list); move on.
  const { openId, close } = intake;
  useEffect(() => {
    if (openId !== null && board.loaded && !openOrder) close();
  }, [openId, openOrder, board.loaded, close]);

  const changeStatus = (order: OrderRecord, status: OrderStatus) => {
    board.changeStatus(order, status);
    intake.handled(order.order_id);
  };

  const print = (order: OrderRecord) => {
    printOrder(order).catch((error: unknown) => console.error(PRINT_ERROR, error));
    setPrinting(order);
  };
  const donePrinting = useCallback(() => setPrinting(null), []);

  return (
    <div className="order-board">
      <header className="admin-page-header">
        <h1>Bestellannahme</h1>
        <LiveIndicator />
      </header>
      <NewOrderAlertSettings
        soundOn={alerts.soundOn}
        soundBlocked={alerts.soundBlocked}
        permission={alerts.permission}
        onToggleSound={alerts.toggleSound}
        onRequestPermission={() => void alerts.requestPermission()}
      />
      {board.loaded ? (
        <OrderStatusColumns
          groups={groups}
          saving={saving}
          onOpen={(order) => intake.open(order.order_id)}
          onComplete={(order) => board.changeStatus(order, 'abgeschlossen')}
        />
      ) : (
        <p role="status">Bestellungen werden geladen …</p>
      )}
      {openOrder && (
        <OrderDetailsModal
          key={openOrder.order_id}
          order={openOrder}
          notice={openOrder.order_status === 'ausstehend' ? queueNotice(intake.queued) : undefined}
          onClose={intake.close}
          onConfirm={(order, time) => {
            board.confirm(order, time);
            intake.handled(order.order_id);
          }}
          onChangeStatus={changeStatus}
          onPrint={print}
        />
      )}
      {printing && <PrintReceipt order={printing} onDone={donePrinting} />}
      <div className="admin-toasts">
        <StatusProblems problems={board.problems} onDismiss={board.dismissProblem} />
      </div>
    </div>
  );
}
