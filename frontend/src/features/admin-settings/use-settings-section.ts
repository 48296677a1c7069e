import { useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { refreshShopInfo } from '../../lib/use-shop-info';
import type { AdminSettings } from './settings-model';

export interface SectionSave {
  busy: boolean;
  error: string;
  /** The field the server named in its refusal ('waitingTimes.lieferung'); its message is shown there, not at the button. */
  errorField: string | null;
  done: string;
  save: (patch: Partial<AdminSettings>) => Promise<AdminSettings | null>;
}

function refusedFieldOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'field' in body && typeof body.field === 'string' ? body.field : null;
}

/** Saves one section; the server's German refusal is shown next to that section, and nothing is stored. */
export function useSettingsSection(onSaved: (settings: AdminSettings) => void): SectionSave {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [errorField, setErrorField] = useState<string | null>(null);
  const [done, setDone] = useState('');
  async function save(patch: Partial<AdminSettings>) {
    setBusy(true);
    setError('');
    setErrorField(null);
    setDone('');
    try {
      const saved = await api.patch<AdminSettings & { message: string }>('/admin/settings', patch, { auth: true });
      onSaved(saved);
      setDone(saved.message);
      void refreshShopInfo();
      return saved;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Keine Verbindung zum Server.');
      setErrorField(e instanceof ApiError ? refusedFieldOf(e.body) : null);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, errorField, done, save };
}
