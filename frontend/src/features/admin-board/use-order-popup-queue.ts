import { useEffect, useRef, useState } from 'react';
import { OrderPopupQueue } from './order-popup-queue';

/** Binds the popup queue to React: `openId` is the order whose details popup is showing. */
export function useOrderPopupQueue(isPending: (orderId: number) => boolean) {
  const [openId, setOpenId] = useState<number | null>(null);
  const isPendingRef = useRef(isPending);
  isPendingRef.current = isPending;
  const queueRef = useRef<OrderPopupQueue | null>(null);
  queueRef.current ??= new OrderPopupQueue({ isPending: (id) => isPendingRef.current(id), onChange: setOpenId });
  useEffect(() => () => queueRef.current?.dispose(), []);
  return { openId, queue: queueRef.current };
}
