/**
 * The query keys of the staff resources the socket pushes: the socket bridge writes its events
 * under these, the screens read them. Features keep their other keys in their api files.
 */
export const staffKeys = {
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
