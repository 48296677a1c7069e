import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditLine } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

/** One entry as GET /api/admin/audit-log words it: German action, shop-zone time, each change as old → new. */
interface AuditEntry {
  id: number;
  at: string;
  atText: string;
  actor: string;
  actionText: string;
  target: string;
  lines: AuditLine[];
}

interface AuditPage {
  entries: AuditEntry[];
  actors: string[];
  kinds: Record<string, string>;
  nextBefore: number | null;
}

export interface AuditFilter {
  actor: string;
  kind: string;
  day: string;
}

function query(filter: AuditFilter, before: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (before) params.set('before', String(before));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The log under `filter`, 50 entries a page, each page asked for with the oldest id shown so far ("before"). */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit-log', filter],
    queryFn: ({ pageParam }) => api.get<AuditPage>(`/admin/audit-log${query(filter, pageParam)}`, { auth: true }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
