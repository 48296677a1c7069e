/** A random UUID; crypto.randomUUID exists only in secure contexts, so plain http on a LAN address falls back. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one order attempt (the checkout's, the staff's order entry's). Sending the
 * same submission again (a retry after a network error, a second click) reuses the key, so the
 * server returns the first order instead of storing a second; once anything is changed it is a
 * new attempt with a new key, and after an order was made the next one gets a new key too.
 */
export class AttemptKey {
  private fingerprint: string | null = null;
  private key = '';

  for(submission: unknown): string {
    const fingerprint = JSON.stringify(submission);
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.key = randomUuid();
    }
    return this.key;
  }

  /** The attempt made its order: the next submission is another order, even when it looks the same. */
  forget(): void {
    this.fingerprint = null;
  }
}
