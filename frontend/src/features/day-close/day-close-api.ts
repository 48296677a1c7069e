import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayCloseBody } from '@pizzeria/contract';
import type { DayCloseSummary, DayReport } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

export const dayReportKey = (date: string) => ['day-report', date] as const;
export const DAY_CLOSES_KEY = ['day-closes'] as const;

/** The X report of a day (a closed day's Z report); loaded again every 30 s while it is open on a screen. */
export function useDayReport(date: string | null) {
  return useQuery({
    queryKey: dayReportKey(date ?? ''),
    queryFn: () => api.get<DayReport>(`/admin/day-report?date=${date}`, { auth: true }),
    enabled: date !== null,
    refetchInterval: 30_000,
  });
}

/** The owner's list of Z reports, newest first. */
export function useDayCloses(enabled: boolean) {
  return useQuery({
    queryKey: DAY_CLOSES_KEY,
    queryFn: async () => (await api.get<{ closes: DayCloseSummary[] }>('/admin/day-closes', { auth: true })).closes,
    enabled,
  });
}

/** Closes a day: the Z report it answers goes straight into the day's cache, the list is loaded again. */
export function useCloseDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DayCloseBody) => (await api.post<{ report: DayReport; message: string }>('/admin/day-close', body, { auth: true })).report,
    onSuccess: (report) => {
      client.setQueryData(dayReportKey(report.date), report);
      void client.invalidateQueries({ queryKey: DAY_CLOSES_KEY });
    },
  });
}
