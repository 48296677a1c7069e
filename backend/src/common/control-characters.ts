import type { NextFunction, Request, Response } from 'express';

/**
 * C0 controls but tab, line feed and carriage return (NUL, ESC, BEL …), DEL and the C1 controls.
 * No field of any form needs one; NUL cannot even be stored (PostgreSQL refuses it in text),
 * ESC would drive the kitchen printer.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The German names of the fields customers and staff fill in; other fields are named by their key. */
const FIELD_LABELS: Record<string, string> = {
  messageToChef: 'Nachricht an den Pizzabäcker',
  messageToDriver: 'Nachricht an den Fahrer',
  discountCode: 'Gutscheincode',
  voucherCode: 'Gutscheincode',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma',
  street: 'Straße',
  house_number: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  username: 'Benutzername',
  password: 'Passwort',
  productsName: 'Produktname',
  productsDescription: 'Beschreibung',
};

export function controlCharacterMessage(field: string): string {
  const key = /([A-Za-z_][\w]*)(\[\d+\])*$/.exec(field)?.[1] ?? field;
  return `Das Feld „${FIELD_LABELS[key] ?? field}“ enthält ein unzulässiges Steuerzeichen. Bitte entfernen Sie es.`;
}

/** The path of the first key or string value in `value` holding a control character, or null. */
export function fieldWithControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'Anfrage' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithControlCharacter(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return field;
      const found = fieldWithControlCharacter(item, field);
      if (found) return found;
    }
  }
  return null;
}

/** The refused field as the contracts name fields (`cartItems.0.productName`); null for a body that is itself a text. */
function dottedField(path: string): string | null {
  return path === 'Anfrage' ? null : path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Refuses a JSON body or query string with a control character in any key or text with 400 and a German message
 * naming the field (and `field`, as a refused body's answer always does), before any endpoint sees it: one rule
 * for every field of every form, so a NUL byte is never a 500 from the database.
 */
export function refuseControlCharacters(req: Request, res: Response, next: NextFunction): void {
  const field = fieldWithControlCharacter(req.body) ?? fieldWithControlCharacter(req.query);
  if (!field) return next();
  res.status(400).json({ success: false, message: controlCharacterMessage(field), field: dottedField(field) });
}
