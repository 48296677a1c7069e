import { useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { refreshShopInfo } from '../../lib/use-shop-info';
import type { AdminSettings } from './settings-model';

export interface SectionSave {
  busy: boolean;
  error: string;
  done: string;
  save: (patch: Partial<AdminSettings>) => Promise<AdminSettings | null>;
}

/** Saves one section; the server's German refusal is shown next to that section, and nothing is stored. */
export function useSettingsSection(onSaved: (settings: AdminSettings) => void): SectionSave {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  async function save(patch: Partial<AdminSettings>) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      const saved = await api.patch<AdminSettings & { message: string }>('/admin/settings', patch, { auth: true });
      onSaved(saved);
      setDone(saved.message);
      void refreshShopInfo();
      return saved;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Keine Verbindung zum Server.');
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, done, save };
}
