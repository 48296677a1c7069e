import { CANCEL_REASONS, normalizeCancelReason } from './cancel-reasons';

describe('cancel reasons', () => {
  it('offers the short list staff asked for', () => {
    expect(CANCEL_REASONS).toEqual(['Ausverkauft', 'Zu viel los', 'Lieferadresse außerhalb', 'Kunde nicht erreichbar']);
  });

  it('stores a reason trimmed and collapsed, and none for blank text', () => {
    expect(normalizeCancelReason('  Ofen   defekt \n')).toBe('Ofen defekt');
    expect(normalizeCancelReason('   ')).toBeNull();
    expect(normalizeCancelReason(undefined)).toBeNull();
  });
});
