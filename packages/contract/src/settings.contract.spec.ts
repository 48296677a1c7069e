import { HOURS_DEFAULTS, LEGAL_FACTS_DEFAULTS, ORDER_FLOW_SETTINGS_DEFAULTS, SHOP_IDENTITY_DEFAULTS } from '@pizzeria/domain';
import { checkBody } from './parse-body';
import { settingsPatchSchema } from './settings.contract';

const refusal = (body: unknown) => {
  const result = checkBody(settingsPatchSchema, body);
  return result.ok ? null : { message: result.message, field: result.field };
};
const friday = (change: object) => HOURS_DEFAULTS.map((d) => (d.weekday === 5 ? { ...d, ...change } : d));
const xmas = [{ from: '2026-12-24', until: '2026-12-26', message: 'Frohe Weihnachten! Ab dem 27.12. sind wir wieder da.' }];

describe('the owner’s settings (PATCH /api/admin/settings)', () => {
  it('accepts the seed defaults, trimmed, without unknown fields', () => {
    expect(refusal({ shop: SHOP_IDENTITY_DEFAULTS, hours: HOURS_DEFAULTS, closures: xmas, ...ORDER_FLOW_SETTINGS_DEFAULTS })).toBeNull();
    const parsed = checkBody(settingsPatchSchema, { shop: { ...SHOP_IDENTITY_DEFAULTS, name: '  Da Mario ', extra: 1 } });
    expect(parsed.ok && parsed.data.shop).toEqual({ ...SHOP_IDENTITY_DEFAULTS, name: 'Da Mario' });
  });

  it('refuses no section or an unknown one, naming it', () => {
    expect(refusal({})?.message).toMatch(/^Bitte mindestens einen Bereich angeben/);
    expect(refusal([1])?.field).toBeNull();
    expect(refusal({ farbe: 'rot' })).toEqual({ message: 'Unbekannter Einstellungsbereich: farbe.', field: 'farbe' });
  });

  it('allows 24:00 as closing time but not as opening time, and keeps delivery inside the opening hours', () => {
    expect(refusal({ hours: friday({ close: '24:00', deliveryUntil: '24:00' }) })).toBeNull();
    expect(refusal({ hours: friday({ open: '24:00' }) })).toEqual({ message: 'Freitag: Öffnung und Lieferbeginn müssen vor 24:00 liegen.', field: 'hours.5' });
    expect(refusal({ hours: friday({ deliveryFrom: '15:00' }) })?.message).toBe('Freitag: Die Lieferzeiten müssen innerhalb der Öffnungszeiten liegen.');
    expect(refusal({ hours: HOURS_DEFAULTS.map((d) => ({ ...d, weekday: 1 })) })).toEqual({
      message: 'Bitte für jeden Wochentag (0 = Sonntag bis 6 = Samstag) genau einen Eintrag angeben.',
      field: 'hours',
    });
  });

  it('names the refused fact, waiting time, order time and closure field', () => {
    expect(refusal({ legal: { ...LEGAL_FACTS_DEFAULTS, hostingProvider: 'h'.repeat(301) } })).toEqual({
      message: '„Hosting-Anbieter“ darf höchstens 300 Zeichen lang sein.',
      field: 'legal.hostingProvider',
    });
    expect(refusal({ legal: { ...LEGAL_FACTS_DEFAULTS, supervisoryAuthority: null } })?.message).toBe(
      '„Zuständige Behörde“: Bitte einen Text angeben oder das Feld leer lassen.',
    );
    expect(refusal({ legal: { ...LEGAL_FACTS_DEFAULTS, hostingProvider: ` ${'h'.repeat(300)} ` } })).toBeNull();
    expect(refusal({ waitingTimes: { lieferung: 4, abholung: 20 } })).toEqual({
      message: 'Die Wartezeit bei Lieferung muss eine ganze Zahl von 5 bis 240 Minuten sein.',
      field: 'waitingTimes.lieferung',
    });
    expect(refusal({ waitingTimes: { lieferung: 45, abholung: 20.5 } })?.field).toBe('waitingTimes.abholung');
    expect(refusal({ waitingTimes: { lieferung: 45 } })).toEqual({ message: 'Bitte alle Felder des Bereichs angeben.', field: 'waitingTimes' });
    expect(refusal({ closures: [{ ...xmas[0], until: '2026-12-01' }] })).toEqual({
      message: 'Das Ende einer Schließzeit darf nicht vor ihrem Beginn liegen.',
      field: 'closures.0.until',
    });
    expect(refusal({ capacity: { maxOrdersPerSlot: 0, maxPizzasPerSlot: null } })?.field).toBe('capacity.maxOrdersPerSlot');
  });
});
