import { useEffect, useReducer, useRef } from 'react';
import { OrderPopupQueue } from './order-popup-queue';

/** Binds the popup queue to React: `openId` is the order whose details popup is due, `queued` the new ones behind it. */
export function useOrderPopupQueue(isPending: (orderId: number) => boolean) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const isPendingRef = useRef(isPending);
  isPendingRef.current = isPending;
  const queueRef = useRef<OrderPopupQueue | null>(null);
  queueRef.current ??= new OrderPopupQueue({ isPending: (id) => isPendingRef.current(id), onChange: changed });
  useEffect(() => () => queueRef.current?.dispose(), []);
  const queue = queueRef.current;
  return { openId: queue.open, queued: queue.queued.length, queue };
}
