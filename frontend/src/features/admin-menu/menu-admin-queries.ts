import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminApi, loadAdminMenu } from './menu-admin-api';

/** The back office's lists (Speisekarte, Liefergebiete, Gutscheine), each read in one call. */
export const adminMenuQuery = queryOptions({ queryKey: ['staff', 'admin-menu'], queryFn: loadAdminMenu });
export const deliveryZonesQuery = queryOptions({ queryKey: ['staff', 'delivery-zones'], queryFn: adminApi.listLocations });
export const vouchersQuery = queryOptions({ queryKey: ['staff', 'vouchers'], queryFn: adminApi.listVouchers });

/** Reads a list again after a saved change (the server is the truth); resolves once it is on screen. */
export function useReload(queryKey: QueryKey): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey }), [client, queryKey]);
}
