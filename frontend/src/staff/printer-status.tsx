import { useEffect, useState } from 'react';
import { SOCKET_EVENTS, type PrinterStatus } from '@pizzeria/domain';
import { api } from '../lib/api-client';
import { useAdminSession } from './admin-session';
import { formatShopTime } from './order-labels';

/** The kitchen printer's state: GET /api/admin/printer at start and after every reconnect, then live. */
export function usePrinterStatus(): PrinterStatus | null {
  const { subscribe, onConnect } = useAdminSession();
  const [status, setStatus] = useState<PrinterStatus | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      api.get<{ printer: PrinterStatus }>('/admin/printer', { auth: true }).then(
        (reply) => active && setStatus(reply.printer),
        () => undefined,
      );
    void load();
    const offEvent = subscribe(SOCKET_EVENTS.printerStatus, setStatus);
    const offConnect = onConnect(() => void load());
    return () => {
      active = false;
      offEvent();
      offConnect();
    };
  }, [subscribe, onConnect]);
  return status;
}

/** On every staff screen while the kitchen printer cannot be reached: its tickets wait and print when it is back. */
export function PrinterBanner() {
  const status = usePrinterStatus();
  if (!status?.configured || status.reachable) return null;
  const since = status.downSince ? ` seit ${formatShopTime(status.downSince)} Uhr` : '';
  return (
    <div className="printer-banner" role="alert">
      <strong>Küchendrucker nicht erreichbar{since}.</strong> Bitte Papier, Strom und Netzwerk prüfen – die Bons werden gedruckt,
      sobald er wieder erreichbar ist.
    </div>
  );
}
