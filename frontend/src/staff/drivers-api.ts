import type { DriverDelivery, DriverSettlement, OrderDriver, OrderRecord } from '@pizzeria/domain';
import type { CloseSettlementBody } from '@pizzeria/contract';
import { api } from '../lib/api-client';

/**
 * The driver's phone is told of changes to its deliveries on its own socket (/driver) and reads
 * them then; this slow poll only covers a push that got lost (a phone between cell towers).
 */
export const DRIVER_POLL_MS = 30_000;

export const driverKeys = {
  active: ['drivers', 'active'] as const,
  /** Everything of the signed-in driver's own (their deliveries and their day's figures). */
  me: ['drivers', 'me'] as const,
  mine: ['drivers', 'me', 'orders'] as const,
  myDay: ['drivers', 'me', 'day'] as const,
  settlementsAll: ['settlements'] as const,
  /** null: the current service day, as the server's clock has it. */
  settlements: (date: string | null) => ['settlements', date ?? 'aktuell'] as const,
};

const auth = { auth: true } as const;

export const driversApi = {
  active: async () => (await api.get<{ drivers: OrderDriver[] }>('/admin/drivers', auth)).drivers,
  mine: async () => (await api.get<{ orders: DriverDelivery[] }>('/admin/drivers/me/orders', auth)).orders,
  /** The driver's own figures of the current service day, as the server's clock has it. */
  myDay: () => api.get<{ date: string; settlement: DriverSettlement }>('/admin/drivers/me/settlement', auth),
  assign: async (orderId: number, driverId: number | null) => (await api.put<{ order: OrderRecord }>(`/admin/orders/${orderId}/driver`, { driverId }, auth)).order,
  /** `signal` ends a try that waits too long for its answer (see use-delivery-steps). */
  dispatch: async (orderId: number, signal?: AbortSignal) => (await api.post<{ order: OrderRecord }>(`/admin/orders/${orderId}/dispatch`, {}, { ...auth, signal })).order,
  delivered: async (orderId: number, signal?: AbortSignal) =>
    (await api.post<{ order: OrderRecord }>(`/admin/orders/${orderId}/delivered`, {}, { ...auth, signal })).order,
  /** The settlements of `date`, or of the current service day for null; the answer names the day. */
  settlements: (date: string | null) => api.get<{ date: string; settlements: DriverSettlement[] }>(`/admin/settlements${date === null ? '' : `?date=${date}`}`, auth),
  closeSettlement: async (body: CloseSettlementBody) => (await api.post<{ settlement: DriverSettlement }>('/admin/settlements', body, auth)).settlement,
};
