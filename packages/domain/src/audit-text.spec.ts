import { auditActionLabel, auditChanges, auditLines } from './audit-text';

describe('the change log in German', () => {
  it('names actions and fields for people and shows old → new with euros and shop-zone times', () => {
    expect(auditActionLabel('busy-mode.update')).toBe('„Viel los“ geändert');
    expect(auditActionLabel('product-variants.update')).toBe('Variante geändert');
    expect(auditActionLabel('order.cancel')).toBe('Bestellung storniert');
    const lines = auditLines({ changes: auditChanges({ price: 7.9 }, { price: 8.5 }) }, 'Europe/Berlin');
    expect(lines).toEqual([{ label: 'Preis', from: '7,90 €', to: '8,50 €' }]);
    expect(auditLines({ changes: auditChanges({ pauses: {} }, { pauses: { lieferung: { until: '2026-11-27T03:00:00.000Z' } } }) }, 'Europe/Berlin')).toEqual([
      { label: 'Lieferung pausiert bis', from: '–', to: 'Fr 27.11.2026, 04:00 Uhr' },
    ]);
    expect(auditLines({ reason: 'Zutat fehlt', eta: '2026-11-27T18:30:00.000Z' }, 'Europe/Berlin')).toEqual([
      { label: 'Grund', to: 'Zutat fehlt' },
      { label: 'Zugesagt für', to: 'Fr 27.11.2026, 19:30 Uhr' },
    ]);
  });

  it('keys opening hours by weekday so a change reads as that day', () => {
    const monday = { weekday: 1, open: '11:00', close: '22:00', deliveryFrom: null, deliveryUntil: null };
    expect(auditLines({ changes: auditChanges({ hours: [monday] }, { hours: [{ ...monday, close: '23:00' }] }) }, 'Europe/Berlin')).toEqual([
      { label: 'Öffnungszeiten Montag: schließt', from: '22:00', to: '23:00' },
    ]);
  });

  it('names how a counter order came in and what staff allowed for it', () => {
    const details = { channel: 'vor-ort', deliveryTime: '15 Min.', eta: '2026-11-20T17:45:00.000Z', waiveMinimum: true, overbook: false };
    expect(auditLines(details, 'Europe/Berlin')).toEqual([
      { label: 'Gewählte Zeit', to: '15 Min.' },
      { label: 'Zugesagt für', to: 'Fr 20.11.2026, 18:45 Uhr' },
      { label: 'Eingang', to: 'Vor Ort' },
      { label: 'Trotz voller Küche angenommen', to: 'nein' },
      { label: 'Ohne Mindestbestellwert', to: 'ja' },
    ]);
    expect(auditLines({ channel: 'telefon' }, 'Europe/Berlin')).toEqual([{ label: 'Eingang', to: 'Telefon' }]);
  });
});
