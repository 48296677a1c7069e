/**
 * The query keys of the staff screens' server state. Every key starts with `staff`, so a
 * reconnect can refetch all of it at once; the socket bridge writes pushed events under these.
 * Features keep their own keys (in their api files) under the same root.
 */
export const staffKeys = {
  all: ['staff'] as const,
  /** The order board shared by the board, the kitchen and the alerts. */
  board: ['staff', 'board'] as const,
  shopStatus: ['staff', 'shop-status'] as const,
  outbox: ['staff', 'outbox'] as const,
  printer: ['staff', 'printer'] as const,
  busyMode: ['staff', 'busy-mode'] as const,
  /** Who did what to one order (the order dialog's history). */
  orderHistory: (orderId: number) => ['staff', 'order-history', orderId] as const,
  /** Figures computed from the orders (the overview): loaded again whenever an order is placed or changes. */
  orderFigures: ['staff', 'order-figures'] as const,
};
