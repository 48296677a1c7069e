import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

/** PayPal's public client id, or null when PayPal is not configured or the call fails (the area stays hidden). */
export function usePayPalClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    api
      .get<{ paypalClientId?: string | null }>('/payments/config')
      .then((config) => {
        if (active) setClientId(config?.paypalClientId || null);
      })
      .catch((error: unknown) => console.error('PayPal-Konfiguration konnte nicht geladen werden.', error));
    return () => {
      active = false;
    };
  }, []);
  return clientId;
}
