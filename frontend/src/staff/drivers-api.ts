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
  mine: ['drivers', 'me', 'orders'] as const,
  settlements: (date: string) => ['settlements', date] as const,
};

const auth = { auth: true } as const;

export const driversApi = {
  active: async () => (await api.get<{ drivers: OrderDriver[] }>('/admin/drivers', auth)).drivers,
  mine: async () => (await api.get<{ orders: DriverDelivery[] }>('/admin/drivers/me/orders', auth)).orders,
  assign: async (orderId: number, driverId: number | null) => (await api.put<{ order: OrderRecord }>(`/admin/orders/${orderId}/driver`, { driverId }, auth)).order,
  dispatch: async (orderId: number) => (await api.post<{ order: OrderRecord }>(`/admin/orders/${orderId}/dispatch`, {}, auth)).order,
  delivered: async (orderId: number) => (await api.post<{ order: OrderRecord }>(`/admin/orders/${orderId}/delivered`, {}, auth)).order,
  settlements: async (date: string) => (await api.get<{ settlements: DriverSettlement[] }>(`/admin/settlements?date=${date}`, auth)).settlements,
  closeSettlement: async (body: CloseSettlementBody) => (await api.post<{ settlement: DriverSettlement }>('/admin/settlements', body, auth)).settlement,
};
