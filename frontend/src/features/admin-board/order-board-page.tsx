import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderRecord, OrderStatus } from '@pizzeria/domain';
import { LiveIndicator } from '../admin/live-indicator';
import { useDocumentTitle } from '../admin/use-document-title';
import { printOrder } from './admin-orders-api';
import { NewOrderAlertSettings } from './new-order-alert-settings';
import { groupByStatus } from './order-board-state';
import { OrderDetailsModal } from './order-details-modal';
import { PrintReceipt } from './order-receipt';
import { OrderStatusColumns } from './order-status-columns';
import { useAdminOrders } from './use-admin-orders';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useOrderPopupQueue } from './use-order-popup-queue';
import './order-board.css';

const PRINT_ERROR = 'Fehler beim Drucken der Bestellung.';

/** Bestellannahme: every order by status, live; new orders announce themselves and open one after the other. */
export default function OrderBoardPage() {
  const alerts = useNewOrderAlerts();
  const [printing, setPrinting] = useState<OrderRecord | null>(null);
  const { openId, queue } = useOrderPopupQueue((id) => board.orderById(id)?.order_status === 'ausstehend');
  const board = useAdminOrders((fresh) => {
    alerts.alertNewOrder();
    for (const order of fresh) queue.enqueue(order.order_id);
  });

  const groups = useMemo(() => groupByStatus(board.orders), [board.orders]);
  const pendingCount = groups.ausstehend.length;
  // The count in the tab title shows waiting orders even while staff look at another tab.
  useDocumentTitle(pendingCount > 0 ? `(${pendingCount}) Bestellannahme` : 'Bestellannahme');
  const openOrder = openId === null ? undefined : board.orders.find((o) => o.order_id === openId);

  // An order can leave the board while its popup is up (it aged out of the server's list); move on.
  useEffect(() => {
    if (openId !== null && board.loaded && !openOrder) queue.close();
  }, [openId, openOrder, board.loaded, queue]);

  const changeStatus = (order: OrderRecord, status: OrderStatus) => {
    board.changeStatus(order, status);
    queue.close();
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
          onOpen={(order) => queue.openNow(order.order_id)}
          onComplete={(order) => board.changeStatus(order, 'abgeschlossen')}
        />
      ) : (
        <p role="status">Bestellungen werden geladen …</p>
      )}
      {openOrder && (
        <OrderDetailsModal
          key={openOrder.order_id}
          order={openOrder}
          onClose={() => queue.close()}
          onConfirm={(order, time) => {
            board.confirm(order, time);
            queue.close();
          }}
          onChangeStatus={changeStatus}
          onPrint={print}
        />
      )}
      {printing && <PrintReceipt order={printing} onDone={donePrinting} />}
    </div>
  );
}
