import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterOrderInput } from '@pizzeria/contract';
import { customerQuery, type DeliveryMethod, type KnownCustomer, type Location, type OrderRecord } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { AttemptKey } from '../../lib/attempt-key';
import { loadMenu } from '../../shop/menu-api';

/** Typing pauses this long before the customer search asks the server. */
const SEARCH_DEBOUNCE_MS = 150;
/** The menu (sold-out marks) and the kitchen's full slots are fresh enough for this long. */
const MENU_STALE_MS = 15_000;
const SLOTS_REFRESH_MS = 10_000;

export interface SlotAvailability {
  fullSlots: string[];
  asap: { date: string; time: string } | null;
  asapMoved: boolean;
}

export interface EnteredOrder {
  orderId: number;
  token: string;
  order: OrderRecord;
}

export function useEntryMenu() {
  return useQuery({ queryKey: ['order-entry', 'menu'], queryFn: loadMenu, staleTime: MENU_STALE_MS });
}

export function useDeliveryZones() {
  return useQuery({ queryKey: ['order-entry', 'zones'], queryFn: () => api.get<Location[]>('/locations'), staleTime: MENU_STALE_MS });
}

/** Known customers for what is typed in the phone field (digits) or a name, after a short pause. */
export function useKnownCustomers(typed: string) {
  const [q, setQ] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    queryKey: ['order-entry', 'customers', q],
    queryFn: async () => (await api.get<{ customers: KnownCustomer[] }>(`/admin/customers?q=${encodeURIComponent(q)}`, { auth: true })).customers,
    enabled: customerQuery(q) !== null,
    placeholderData: keepPreviousData,
  });
}

/** The kitchen's booked-out quarter hours of a day and where "so schnell wie möglich" lands. */
export function useKitchenSlots(date: string, method: DeliveryMethod) {
  return useQuery({
    queryKey: ['order-entry', 'slots', date, method],
    queryFn: () => api.get<SlotAvailability>(`/slots?date=${date}&deliveryMethod=${method}`),
    refetchInterval: SLOTS_REFRESH_MS,
  });
}

/** Stores the entered order; a retry of the same entry sends the same Idempotency-Key, so a doubled submit stores one order. */
export function useEnterOrder() {
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (body: CounterOrderInput) => api.post<EnteredOrder>('/admin/orders', body, { auth: true, headers: { 'Idempotency-Key': attempt.for(body) } }),
    onSuccess: () => attempt.forget(),
  });
}

/** The owner erases a customer on request: every order of the phone is anonymised, amounts stay. */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => api.delete<{ success: boolean; anonymised: number }>(`/admin/customers/${encodeURIComponent(phone)}`, { auth: true }),
    // The erased customer must not come back as a suggestion from the cache.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order-entry', 'customers'] }),
  });
}
