import { useQuery } from '@tanstack/react-query';
import type { PrinterStatus } from '@pizzeria/domain';
import { api } from '../lib/api-client';
import { formatShopTime } from './order-labels';
import { staffKeys } from './staff-keys';

/** The kitchen printer's state: GET /api/admin/printer, then live (`printer-status` through the socket bridge). */
export function usePrinterStatus(): PrinterStatus | null {
  const { data } = useQuery({
    queryKey: staffKeys.printer,
    queryFn: async () => (await api.get<{ printer: PrinterStatus }>('/admin/printer', { auth: true })).printer,
  });
  return data ?? null;
}

/** On every staff screen while the kitchen printer cannot be reached: its tickets wait and print when it is back. */
export function PrinterBanner() {
  const status = usePrinterStatus();
  if (!status?.configured || status.reachable) return null;
  const since = status.downSince ? ` seit ${formatShopTime(status.downSince)} Uhr` : '';
  return (
    <div className="printer-banner" role="alert">
      <strong>Küchendrucker nicht erreichbar{since}.</strong> Bitte Papier, Strom und Netzwerk prüfen – die Bons werden gedruckt, sobald er wieder erreichbar ist.
    </div>
  );
}
