import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrdersOverview } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { staffKeys } from '../../staff/staff-keys';
import { readOverview, type Overview } from './overview-data';

export interface OrdersOverviewState {
  overview: Overview | null;
  failed: boolean;
}

/**
 * The overview behind `query` (null while the chosen period is incomplete). The socket bridge loads
 * it again whenever an order is placed or changes, and after every reconnect, so the evening's
 * figures are current while they are watched; the last figures stay while another period loads.
 */
export function useOrdersOverview(query: string | null): OrdersOverviewState {
  const { data, isError } = useQuery({
    queryKey: [...staffKeys.orderFigures, query],
    queryFn: () => api.get<OrdersOverview>(query as string, { auth: true }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: readOverview,
  });
  return { overview: data ?? null, failed: isError };
}
