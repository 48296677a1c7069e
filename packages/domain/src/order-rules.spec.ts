import { zonedTime } from './clock';
import type { DeliveryMethod } from './delivery-method';
import {
  TEXT_MESSAGES,
  cartCheckoutEnabled,
  earlyOrderProblem,
  minimumOrderProblem,
  nameTextProblem,
  plainTextProblem,
  requiredFields,
  timingProblem,
  withoutFormatCharacters,
} from './order-rules';

const now = zonedTime(new Date('2026-11-20T17:30:00Z'));
const live = { isShopLive: true, preordersEnabled: false };
const closed = { isShopLive: false, preordersEnabled: false };
const closedWithPreorders = { isShopLive: false, preordersEnabled: true };
const timing = (date: string, time: string, status = live, preorder = false, deliveryMethod: DeliveryMethod = 'abholung') =>
  timingProblem({ desiredDeliveryDate: date, desiredDeliveryTime: time, preorder, deliveryMethod, now, status });

describe('order timing rules', () => {
  it('accepts ASAP and a later slot today while the shop is live', () => {
    expect(timing('2026-11-20', 'So schnell wie möglich')).toBeNull();
    expect(timing('2026-11-20', '19:00')).toBeNull();
  });

  it('refuses a closed shop without pre-orders', () => {
    expect(timing('2026-11-20', '19:00', closed)).toBe('Shop geschlossen');
  });

  it('allows only pre-order slots when the shop is closed but pre-orders are on', () => {
    expect(timing('2026-11-21', '12:00', closedWithPreorders)).toBeNull();
    expect(timing('2026-11-20', 'So schnell wie möglich', closedWithPreorders)).not.toBeNull();
  });

  it('refuses Tuesdays, past days, far-away days, off-grid and past times', () => {
    expect(timing('2026-11-24', '18:00', live, true)).toBe('Dienstags geschlossen.');
    expect(timing('2026-11-19', '18:00', live, true)).toBe('Das Datum liegt in der Vergangenheit.');
    expect(timing('2027-02-01', '18:00', live, true)).toMatch(/höchstens 30 Tage/);
    expect(timing('2026-11-20', '19:10')).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    expect(timing('2026-11-20', '18:15')).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    expect(timing('2026-11-31', '18:00', live, true)).toBe('Bitte wählen Sie ein gültiges Datum.');
    expect(timing('2026-11-21', '12:05')).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    // A later day is a pre-order by itself, with or without the form's flag.
    expect(timing('2026-11-21', '12:00')).toBeNull();
    expect(timing('2026-11-21', '12:00', live, true)).toBeNull();
  });

  it("refuses evening times outside the day's delivery or opening hours", () => {
    const badTime = 'Bitte wählen Sie eine gültige Uhrzeit.';
    // Monday 23 November: delivery from 17:30, open from 17:00.
    expect(timing('2026-11-23', '17:00', live, true, 'lieferung')).toBe(badTime);
    expect(timing('2026-11-23', '17:15', live, true, 'lieferung')).toBe(badTime);
    expect(timing('2026-11-23', '17:30', live, true, 'lieferung')).toBeNull();
    expect(timing('2026-11-23', '17:00', live, true, 'abholung')).toBeNull();
    // Sunday 22 and Friday 27 November: delivery from 16:30.
    expect(timing('2026-11-22', '17:00', live, true, 'lieferung')).toBeNull();
    expect(timing('2026-11-27', '17:00', live, true, 'lieferung')).toBeNull();
    // Before 17:00 the 17:00/100 € rule decides, not the hours table.
    expect(timing('2026-11-23', '12:00', live, true, 'lieferung')).toBeNull();
  });

  it('applies the 17:00 / 100 € rule', () => {
    expect(earlyOrderProblem('16:45', 9999)).toBe('Bestellungen vor 17 Uhr auf Anfrage oder 100€');
    expect(earlyOrderProblem('16:45', 10000)).toBeNull();
    expect(earlyOrderProblem('17:00', 500)).toBeNull();
    expect(earlyOrderProblem('So schnell wie möglich', 500)).toBeNull();
  });

  it('checks the minimum order value and a positive total', () => {
    expect(minimumOrderProblem(1400, 1400, 1500)).toBe('Mindestbestellwert nicht erreicht.');
    expect(minimumOrderProblem(1500, 0, 0)).toBe('Mindestbestellwert nicht erreicht.');
    expect(minimumOrderProblem(1500, 1500, 1500)).toBeNull();
  });
});

describe('cart checkout button and required fields', () => {
  it('needs items, and for delivery the minimum order value', () => {
    expect(cartCheckoutEnabled({ itemCount: 0, deliveryMethod: 'abholung', subtotalCents: 0, minOrderCents: 0 })).toBe(false);
    expect(cartCheckoutEnabled({ itemCount: 1, deliveryMethod: 'abholung', subtotalCents: 300, minOrderCents: 1500 })).toBe(true);
    expect(cartCheckoutEnabled({ itemCount: 1, deliveryMethod: 'lieferung', subtotalCents: 1400, minOrderCents: 1500 })).toBe(false);
    expect(cartCheckoutEnabled({ itemCount: 1, deliveryMethod: 'lieferung', subtotalCents: 1500, minOrderCents: 1500 })).toBe(true);
  });

  it('requires street and house number only for delivery', () => {
    expect(requiredFields('abholung')).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(requiredFields('lieferung')).toEqual(['firstName', 'lastName', 'email', 'phone', 'street', 'house_number']);
  });
});

describe('name and plain text rules', () => {
  it('needs a letter in a name and refuses control and format characters', () => {
    expect(nameTextProblem('Müller-Lüdenscheidt')).toBeNull();
    expect(nameTextProblem('Ŝtefan')).toBeNull();
    expect(nameTextProblem('\u200b\u200b\u200b')).toBe(TEXT_MESSAGES.invisibleCharacters);
    expect(nameTextProblem('Anna\u202eartsum')).toBe(TEXT_MESSAGES.invisibleCharacters);
    expect(nameTextProblem('12 - 3')).toBe(TEXT_MESSAGES.needsLetter);
    expect(plainTextProblem('anna\u202d@example.de')).toBe(TEXT_MESSAGES.invisibleCharacters);
    expect(plainTextProblem('Pizza\u0000GmbH')).toBe(TEXT_MESSAGES.invisibleCharacters);
    expect(plainTextProblem('12a')).toBeNull();
  });
});

describe('format characters in free text', () => {
  it('takes out bidi overrides, zero-width characters, soft hyphens and BOMs, keeps text, line breaks and emoji', () => {
    expect(withoutFormatCharacters('Bitte \u202egnilrak\u202c klingeln')).toBe('Bitte gnilrak klingeln');
    expect(withoutFormatCharacters('Pi\u200bzza\u200c Sa\u00adlami\ufeff\u2066x\u2069')).toBe('Pizza Salamix');
    expect(withoutFormatCharacters('Zweiter Stock\nlinks')).toBe('Zweiter Stock\nlinks');
    expect(withoutFormatCharacters('Danke 👩\u200d🍳 und 👍')).toBe('Danke 👩\u200d🍳 und 👍');
    expect(withoutFormatCharacters('a\u200db')).toBe('ab');
  });
});
