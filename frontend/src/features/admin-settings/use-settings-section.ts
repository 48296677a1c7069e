import { useMutation } from '@tanstack/react-query';
import { ApiError, messageOf } from '../../lib/api-client';
import { refreshShopInfo } from '../../lib/use-shop-info';
import { saveSettings } from './settings-api';
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
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      onSaved(saved);
      void refreshShopInfo();
    },
  });
  const { error } = mutation;
  return {
    busy: mutation.isPending,
    error: error ? messageOf(error) : '',
    errorField: error instanceof ApiError ? refusedFieldOf(error.body) : null,
    done: mutation.data?.message ?? '',
    save: (patch) => mutation.mutateAsync(patch).catch(() => null),
  };
}
