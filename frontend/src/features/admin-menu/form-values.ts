import { ADDITIVES, ALLERGENS } from '@pizzeria/domain';
import type { FieldSpec, FormValues } from './field-form';

/** 7.5 → "7,50": prices are typed the German way. */
export function euroText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');
}

/** "7,50" → 7.5; anything else goes to the server as it is, which refuses it with its message. */
export function euroValue(text: unknown): number | string {
  const trimmed = String(text ?? '')
    .trim()
    .replace(',', '.');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : String(text ?? '');
}

export function integerValue(text: unknown): number | string | null {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export const ALLERGEN_FIELD: FieldSpec = {
  name: 'allergens',
  label: 'Allergene (LMIV)',
  kind: 'checklist',
  options: ALLERGENS.map((a) => ({ value: a.letter, label: `${a.letter} – ${a.name}` })),
};

export const ADDITIVE_FIELD: FieldSpec = {
  name: 'additives',
  label: 'Zusatzstoffe',
  kind: 'checklist',
  options: ADDITIVES.map((a) => ({ value: String(a.id), label: `${a.id} – ${a.name}` })),
};

/** Checklist values as the API wants them: allergen letters in LMIV order, additive numbers. */
export function labelsBody(values: FormValues): { allergens: string; additives: number[] } {
  const chosen = (values.allergens as string[] | false | undefined) || [];
  return {
    allergens: ALLERGENS.map((a) => a.letter)
      .filter((letter) => chosen.includes(letter))
      .join(''),
    additives: ((values.additives as string[] | false | undefined) || []).map(Number).sort((a, b) => a - b),
  };
}

export function labelsForm(labels: { allergens?: string; additives?: readonly number[] }): FormValues {
  return { allergens: [...(labels.allergens ?? '')], additives: (labels.additives ?? []).map(String) };
}
