import type { z } from 'zod';

/** Said when a body breaks a rule whose schema chose no German text of its own. */
export const FALLBACK_MESSAGE = 'Ungültige Anfrage.';

/** A refused body: the first broken rule's German message and the field it belongs to (dotted path). */
export interface BodyRefusal {
  message: string;
  field: string | null;
}

export type BodyCheck<T> = { ok: true; data: T } | ({ ok: false } & BodyRefusal);

/** `customer.firstName`, `cart.2.quantity`; null for the body as a whole. */
export function fieldOf(path: readonly PropertyKey[]): string | null {
  return path.length ? path.map(String).join('.') : null;
}

/**
 * Checks a body against its contract. Every rule of a schema names its German message; a rule
 * that forgot one (or zod's own checks, such as a wrong type) says FALLBACK_MESSAGE, so no English
 * text of zod's ever reaches a person. The same function runs on the server and in the forms.
 */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): BodyCheck<z.output<S>> {
  const result = schema.safeParse(body, { error: () => FALLBACK_MESSAGE });
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return { ok: false, message: issue?.message ?? FALLBACK_MESSAGE, field: issue ? fieldOf(issue.path) : null };
}
