import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopStatusPayload } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { readShopStatus } from '../../staff/staff-clock';
import { staffKeys } from '../../staff/staff-keys';

export interface ShopFlags {
  isShopLive: boolean;
  preordersEnabled: boolean;
}

interface ShopSwitches {
  /** null until the first read answered. */
  flags: ShopFlags | null;
  set: (key: keyof ShopFlags, value: boolean) => void;
}

type StatusBody = Partial<Record<keyof ShopFlags, unknown>>;

function readFlags(body: StatusBody): ShopFlags {
  return { isShopLive: Boolean(Number(body.isShopLive)), preordersEnabled: Boolean(Number(body.preordersEnabled)) };
}

/**
 * "Shop live" and "Vorbestellungen" for every part of the admin area (the switches, the closed bar):
 * read at start and again whenever the live connection comes back or the window regains focus (a
 * change made elsewhere meanwhile may have been missed), kept in step by the socket bridge
 * (`shop-status`), and changed one at a time, so a stale screen never sends back the other switch.
 */
export function useShopSwitches(): ShopSwitches {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: staffKeys.shopStatus,
    queryFn: () => readShopStatus<StatusBody>(),
    select: readFlags,
  });
  const { mutate } = useMutation({
    mutationFn: (change: Partial<ShopStatusPayload>) => api.post<StatusBody>('/shop-status', change, { auth: true }),
    onMutate: async (change) => {
      // A read under way started before this change; its answer must not undo the change on screen.
      await client.cancelQueries({ queryKey: staffKeys.shopStatus });
      const before = client.getQueryData<StatusBody>(staffKeys.shopStatus);
      client.setQueryData<StatusBody>(staffKeys.shopStatus, (current) => current && { ...current, ...change });
      return { before };
    },
    onSuccess: (body) => client.setQueryData(staffKeys.shopStatus, body),
    onError: (error, change, result) => {
      console.error('Shop-Status konnte nicht gespeichert werden.', error);
      // Only the flipped switch goes back; the other may have changed meanwhile.
      const before = result?.before;
      if (before) client.setQueryData<StatusBody>(staffKeys.shopStatus, (current) => current && { ...current, ...pick(before, change) });
    },
  });
  const set = useCallback((key: keyof ShopFlags, next: boolean) => mutate({ [key]: next ? 1 : 0 }), [mutate]);
  return { flags: data ?? null, set };
}

function pick(body: StatusBody, change: Partial<ShopStatusPayload>): StatusBody {
  return Object.fromEntries(Object.keys(change).map((key) => [key, body[key as keyof ShopFlags]]));
}
