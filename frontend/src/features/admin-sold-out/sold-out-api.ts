import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/admin/sold-out: everything customers can order, grouped (pizzas, sizes, extras, …). */
export interface SoldOutRow {
  id: number;
  name: string;
  detail: string;
  available: boolean;
  soldOutUntil: string | null;
}

interface SoldOutGroup {
  kind: string;
  label: string;
  rows: SoldOutRow[];
}

export type Choice = 'available' | 'sold-out' | 'until-tomorrow';

const PATCHES: Record<Choice, object> = {
  available: { available: true, soldOutUntil: null },
  'sold-out': { available: false, soldOutUntil: null },
  'until-tomorrow': { soldOutUntil: 'next-service-day' },
};

export const soldOutQuery = queryOptions({
  queryKey: ['staff', 'sold-out'],
  queryFn: async () => (await api.get<{ groups: SoldOutGroup[] }>('/admin/sold-out', { auth: true })).groups,
});

/** Switches one row; answers the row as the server stored it. */
export async function switchAvailability(kind: string, id: number, choice: Choice): Promise<SoldOutRow> {
  return (await api.patch<{ row: SoldOutRow }>(`/admin/sold-out/${kind}/${id}`, PATCHES[choice], { auth: true })).row;
}

/** A switched row as the server stored it replaces that row in the cached groups. */
export function withRow(groups: SoldOutGroup[] | undefined, kind: string, row: SoldOutRow): SoldOutGroup[] | undefined {
  return groups?.map((g) => (g.kind === kind ? { ...g, rows: g.rows.map((r) => (r.id === row.id ? row : r)) } : g));
}
