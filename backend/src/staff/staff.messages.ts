import { STAFF_BODY_MESSAGES } from '@pizzeria/contract';

/** German texts of the staff and access calls. */
export const STAFF_MESSAGES = {
  ...STAFF_BODY_MESSAGES,
  nothingToChange: 'Bitte mindestens eine Änderung angeben (username, role, active oder password).',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  notFound: 'Mitarbeiter nicht gefunden.',
  lastOwner: 'Der letzte aktive Inhaber kann weder herabgestuft noch deaktiviert werden.',
  created: 'Mitarbeiter angelegt.',
  updated: 'Mitarbeiter gespeichert.',
  passwordChanged: 'Passwort geändert. Andere Sitzungen wurden beendet.',
  kitchenCompletesOnly: 'Die Küche kann Bestellungen nur als abgeschlossen markieren.',
} as const;
