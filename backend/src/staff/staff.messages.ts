/** German texts of the staff and access calls. */
export const STAFF_MESSAGES = {
  badUsername: 'Der Benutzername muss 1–50 Zeichen lang sein (Buchstaben, Ziffern, . _ @ -).',
  shortPassword: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  longPassword: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  badRole: 'Bitte eine Rolle wählen: Inhaber (owner), Theke (counter), Küche (kitchen) oder Fahrer (driver).',
  badActive: 'active muss true oder false sein.',
  nothingToChange: 'Bitte mindestens eine Änderung angeben (username, role, active oder password).',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  notFound: 'Mitarbeiter nicht gefunden.',
  lastOwner: 'Der letzte aktive Inhaber kann weder herabgestuft noch deaktiviert werden.',
  currentPasswordMissing: 'Bitte das aktuelle Passwort eingeben.',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  created: 'Mitarbeiter angelegt.',
  updated: 'Mitarbeiter gespeichert.',
  passwordChanged: 'Passwort geändert. Andere Sitzungen wurden beendet.',
  kitchenCompletesOnly: 'Die Küche kann Bestellungen nur als abgeschlossen markieren.',
} as const;
