import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderRecord } from '@pizzeria/domain';

/** How long a tap on "Fertig" (kitchen) or "→" (board) can be taken back before it is sent. */
export const FINISH_UNDO_MS = 5000;

/**
 * Completing is final on the server (a finished order cannot go back), so the tap waits FINISH_UNDO_MS
 * before `finish` sends it; until then `undo` takes it back. Leaving does not take back a tap:
 * whatever still waits is sent at once when the screen is left, and when the page is hidden,
 * reloaded or closed (pagehide, visibilitychange), where timers would simply die with the page.
 * Shared by the kitchen and the board.
 */
export function useFinishWithUndo(finish: (order: OrderRecord) => void, delayMs: number = FINISH_UNDO_MS) {
  const [waiting, setWaiting] = useState<ReadonlyMap<number, OrderRecord>>(new Map());
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; order: OrderRecord }>());
  const finishRef = useRef(finish);
  finishRef.current = finish;

  const forget = useCallback((orderId: number) => {
    timers.current.delete(orderId);
    setWaiting((current) => {
      const next = new Map(current);
      next.delete(orderId);
      return next;
    });
  }, []);

  const markDone = useCallback(
    (order: OrderRecord) => {
      if (timers.current.has(order.order_id)) return;
      const timer = setTimeout(() => {
        forget(order.order_id);
        finishRef.current(order);
      }, delayMs);
      timers.current.set(order.order_id, { timer, order });
      setWaiting((current) => new Map(current).set(order.order_id, order));
    },
    [delayMs, forget],
  );

  const undo = useCallback(
    (orderId: number) => {
      const entry = timers.current.get(orderId);
      if (!entry) return;
      clearTimeout(entry.timer);
      forget(orderId);
    },
    [forget],
  );

  useEffect(() => {
    const pending = timers.current;
    const sendAll = () => {
      if (pending.size === 0) return;
      const orders = [...pending.values()];
      pending.clear();
      setWaiting(new Map());
      for (const { timer, order } of orders) {
        clearTimeout(timer);
        finishRef.current(order);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sendAll();
    };
    window.addEventListener('pagehide', sendAll);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', sendAll);
      document.removeEventListener('visibilitychange', onVisibility);
      sendAll();
    };
  }, []);

  return { waiting, markDone, undo };
}
