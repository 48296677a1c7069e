import { useCallback, useMemo } from 'react';
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isOrderStatus, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { ApiError } from '../lib/api-client';
import { CONFIRM_ERROR, confirmOrder, isRetryableFailure, printOrder, updateOrderStatus, UPDATE_STATUS_ERROR } from './admin-orders-api';
import { boardData, forgetBoardCursor, nextTick, serverAnswers, updateBoard } from './board-query';
import { STATUS_LABELS } from './order-labels';
import { applyEvent, applyOptimistic, markWaiting, rollBack, settle, type BoardEntry } from './order-board-state';
import { staffKeys } from './staff-keys';
import { useDismissMutation } from './use-dismiss-mutation';

const BOARD_ACTION = ['staff', 'board-action'] as const;

/** One tap on the board or in the kitchen: the change shown at once and the call that stores it. */
interface BoardAction {
  order: OrderRecord;
  patch: Partial<OrderRecord> & { order_status: OrderStatus };
  send: () => Promise<unknown>;
  failure: string;
  /** When the tap happened, in the board's observation order; a later tap on the same order replaces this one. */
  at: number;
}

/** A change the server refused for good (e.g. the order was cancelled on another device meanwhile); its message says so. */
class RefusedChange extends Error {}

/** A status change the server refused, shown until staff acknowledge it. */
export interface StatusProblem {
  id: number;
  orderId: number;
  message: string;
}

function storedOrder(response: unknown): OrderRecord | null {
  const order = (response as { order?: OrderRecord } | null)?.order;
  return order && typeof order.order_id === 'number' && isOrderStatus(order.order_status) ? order : null;
}

function refusalMessage(action: BoardAction, error: unknown, now: OrderRecord | undefined): string {
  const head = `Bestellung #${action.order.order_id} wurde nicht auf „${STATUS_LABELS[action.patch.order_status]}“ gesetzt`;
  if (error instanceof ApiError && error.status === 409 && now) return `${head}: Sie ist inzwischen „${STATUS_LABELS[now.order_status]}“.`;
  return error instanceof ApiError ? `${head}: ${error.message}` : `${head}.`;
}

const isCurrent = (client: QueryClient, action: BoardAction) => boardData(client).entries.get(action.order.order_id)?.unsaved?.at === action.at;

const SUPERSEDED = Symbol('superseded');

/**
 * Sends the change. Without a server (no connection, server or database briefly down) it waits
 * for the next answer to a poll, a reconnect or the browser coming back online, and sends it
 * again, so a tap during a network drop is not lost; until it is stored, refused, or replaced by a
 * later tap on the same order.
 */
async function sendUntilAnswered(client: QueryClient, action: BoardAction): Promise<unknown> {
  const { order_id: orderId } = action.order;
  for (;;) {
    try {
      return await action.send();
    } catch (error) {
      console.error(action.failure, error);
      if (!isRetryableFailure(error)) throw error;
      if (!isCurrent(client, action)) return SUPERSEDED;
      updateBoard(client, (state) => markWaiting(state, orderId, action.at, true));
      await serverAnswers(client);
      if (!isCurrent(client, action)) return SUPERSEDED;
      updateBoard(client, (state) => markWaiting(state, orderId, action.at, false));
    }
  }
}

/** The whole board again, read after a refusal: what the order is now. Undefined when the server cannot say. */
async function orderNow(client: QueryClient, orderId: number): Promise<OrderRecord | undefined> {
  forgetBoardCursor(client);
  try {
    await client.refetchQueries({ queryKey: staffKeys.board, exact: true }, { throwOnError: true });
  } catch {
    return undefined;
  }
  return boardData(client).entries.get(orderId)?.order;
}

async function runAction(client: QueryClient, action: BoardAction): Promise<OrderRecord | null> {
  try {
    const response = await sendUntilAnswered(client, action);
    return response === SUPERSEDED ? null : storedOrder(response);
  } catch (error) {
    if (!isCurrent(client, action)) return null;
    updateBoard(client, (state) => settle(state, action.order.order_id));
    const now = await orderNow(client, action.order.order_id);
    // The change may have reached the server before the connection broke; then the refusal only means "done already".
    if (now?.order_status === action.patch.order_status) return null;
    throw new RefusedChange(refusalMessage(action, error, now));
  }
}

/**
 * The board's actions as mutations: shown at once (optimistic), kept until the server stored them,
 * sent again when the server is back, and taken back with a message when it refused them.
 */
export function useBoardActions() {
  const { mutate } = useMutation({
    mutationKey: BOARD_ACTION,
    // Waiting for the server is the mutation's own job (sendUntilAnswered), also while the browser thinks it is online.
    networkMode: 'always',
    // A refusal stays listed until acknowledged (useStatusProblems); stored changes are dropped in onSuccess.
    gcTime: Infinity,
    mutationFn: (action: BoardAction, { client }) => runAction(client, action),
    onMutate: (action, { client }): { before: BoardEntry | undefined } => {
      const before = boardData(client).entries.get(action.order.order_id);
      updateBoard(client, (state) => applyOptimistic(state, action.order.order_id, action.patch, action.at));
      return { before };
    },
    onSuccess: (stored, action, _result, { client }) => {
      const cache = client.getMutationCache();
      for (const done of cache.findAll({ mutationKey: BOARD_ACTION, status: 'success' })) cache.remove(done);
      if (!isCurrent(client, action)) return;
      // Confirm and status calls answer with the stored order (e.g. its ETA); shown without waiting for the next poll.
      const seenAt = nextTick();
      updateBoard(client, (state) => (stored ? applyEvent(settle(state, stored.order_id), stored, seenAt) : settle(state, action.order.order_id)));
    },
    onError: (_error, action, result, { client }) => {
      // Normally the board read after the refusal shows the server's state already; without it, the order as it was.
      if (result?.before) updateBoard(client, (state) => rollBack(state, result.before as BoardEntry, action.at));
    },
  });

  const confirm = useCallback(
    (order: OrderRecord, deliveryTime: string) =>
      mutate({
        order,
        patch: { order_status: 'bestätigt', delivery_time: deliveryTime },
        send: () => confirmOrder(order, deliveryTime),
        failure: CONFIRM_ERROR,
        at: nextTick(),
      }),
    [mutate],
  );

  /** `reason` goes with a cancellation, for the customer. */
  const changeStatus = useCallback(
    (order: OrderRecord, status: OrderStatus, reason?: string) =>
      mutate({
        order,
        patch: { order_status: status, ...(reason ? { cancelReason: reason } : {}) },
        send: () => updateOrderStatus(order, status, reason),
        failure: UPDATE_STATUS_ERROR,
        at: nextTick(),
      }),
    [mutate],
  );

  return useMemo(() => ({ confirm, changeStatus }), [confirm, changeStatus]);
}

const PRINT_ERROR = 'Fehler beim Drucken der Bestellung.';

/** "Drucken": the server prints the ticket (or records the browser's print); the order's history shows it then. */
export function usePrintOrder(): (order: OrderRecord) => void {
  const { mutate } = useMutation({
    mutationFn: printOrder,
    onSuccess: (_answer, order, _result, { client }) => client.invalidateQueries({ queryKey: staffKeys.orderHistory(order.order_id) }),
    onError: (error) => console.error(PRINT_ERROR, error),
  });
  return mutate;
}

/** The refused changes of this tab (board and kitchen alike), each until staff acknowledge it. */
export function useStatusProblems() {
  const problems = useMutationState({
    filters: { mutationKey: BOARD_ACTION, status: 'error' },
    select: (mutation): StatusProblem => ({
      id: mutation.mutationId,
      orderId: (mutation.state.variables as BoardAction).order.order_id,
      message: (mutation.state.error as Error).message,
    }),
  });
  const dismissProblem = useDismissMutation();
  return { problems, dismissProblem };
}
