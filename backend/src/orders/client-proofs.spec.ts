import { attemptKeyHash, matchesAttemptKey, submissionFingerprint } from './client-proofs';

describe('client proofs', () => {
  it('fingerprints a submission independently of the order of its keys, also in nested lines', () => {
    const a = { email: 'a@example.com', cartItems: [{ productID: 7, quantity: 2 }], total: 21.9 };
    const b = { total: 21.9, cartItems: [{ quantity: 2, productID: 7 }], email: 'a@example.com' };
    expect(submissionFingerprint(a)).toBe(submissionFingerprint(b));
    expect(submissionFingerprint(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells submissions apart by any value, also the order of the lines', () => {
    const base = { email: 'a@example.com', cartItems: [{ productID: 7 }, { productID: 67 }] };
    expect(submissionFingerprint({ ...base, email: 'b@example.com' })).not.toBe(submissionFingerprint(base));
    expect(submissionFingerprint({ ...base, cartItems: [...base.cartItems].reverse() })).not.toBe(submissionFingerprint(base));
  });

  it('recognises the attempt key by its hash only', () => {
    const stored = attemptKeyHash('attempt-1');
    expect(stored).not.toContain('attempt-1');
    expect(matchesAttemptKey(stored, 'attempt-1')).toBe(true);
    expect(matchesAttemptKey(stored, 'attempt-2')).toBe(false);
    expect(matchesAttemptKey(stored, null)).toBe(false);
    expect(matchesAttemptKey(null, 'attempt-1')).toBe(false);
  });
});
