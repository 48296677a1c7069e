import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { checkBody, settingsPatchSchema, type BodyRefusal } from '@pizzeria/contract';
import { ApiError, messageOf } from '../../lib/api-client';
import { refreshShopInfo } from '../../lib/use-shop-info';
import { saveSettings } from './settings-api';
import type { AdminSettings } from './settings-model';

export interface SectionSave {
  busy: boolean;
  error: string;
  /** The field the contract or the server named in its refusal ('waitingTimes.lieferung'); its message is shown there, not at the button. */
  errorField: string | null;
  done: string;
  save: (patch: Partial<AdminSettings>) => Promise<AdminSettings | null>;
}

function refusedFieldOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'field' in body && typeof body.field === 'string' ? body.field : null;
}

/**
 * Saves one section; a refusal is shown next to that section, and nothing is stored. The server's
 * contract is checked here first, so a wrong value gets the same German message at the same field
 * as the server's 400 would, without a round trip.
 */
export function useSettingsSection(onSaved: (settings: AdminSettings) => void): SectionSave {
  const [refusal, setRefusal] = useState<BodyRefusal | null>(null);
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      onSaved(saved);
      void refreshShopInfo();
    },
  });
  const { error } = mutation;
  const save = (patch: Partial<AdminSettings>) => {
    const checked = checkBody(settingsPatchSchema, patch);
    setRefusal(checked.ok ? null : { message: checked.message, field: checked.field });
    if (!checked.ok) return Promise.resolve(null);
    return mutation.mutateAsync(patch).catch(() => null);
  };
  if (refusal) return { busy: mutation.isPending, error: refusal.message, errorField: refusal.field, done: '', save };
  return {
    busy: mutation.isPending,
    error: error ? messageOf(error) : '',
    errorField: error instanceof ApiError ? refusedFieldOf(error.body) : null,
    done: mutation.data?.message ?? '',
    save,
  };
}
