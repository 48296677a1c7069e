import { useMutation } from '@tanstack/react-query';
import type { DayReport } from '@pizzeria/domain';
import { api, messageOf } from '../../lib/api-client';

/**
 * "X-Bericht drucken": the open day's figures on the receipt printer, as the Z report is printed at
 * the close; without a printer the server says so. A closed day prints its Z report from its own page.
 */
export function PrintXReport({ report }: { report: DayReport }) {
  const print = useMutation({
    mutationFn: (date: string) => api.post<{ message: string }>('/admin/day-report/print', { date }, { auth: true }),
  });
  if (report.closed) return null;
  return (
    <>
      <button type="button" className="admin-button" disabled={print.isPending} onClick={() => print.mutate(report.date)}>
        {print.isPending ? 'Wird gedruckt…' : 'X-Bericht drucken'}
      </button>
      {print.data && print.variables === report.date && <span role="status">{print.data.message}</span>}
      {print.error && (
        <span className="admin-form__error" role="alert">
          {messageOf(print.error)}
        </span>
      )}
    </>
  );
}
