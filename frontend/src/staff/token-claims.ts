/**
 * The claims of a staff token (its JWT payload), or null when it is not a readable JWT. Only read
 * to decide what this device shows and keeps; the server checks the real token on every call.
 */
export function tokenClaims(token: string | null): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Who a staff token belongs to (the staff member's id), or null. */
export function tokenSubject(token: string | null): number | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'number' ? sub : null;
}
