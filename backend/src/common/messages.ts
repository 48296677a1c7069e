/** German texts of the platform's own responses. */
export const PLATFORM_MESSAGES = {
  internal: 'Interner Fehler. Bitte versuchen Sie es später erneut.',
  badRequest: 'Ungültige Anfrage.',
  badJson: 'Die Anfrage enthält kein gültiges JSON.',
  unstorableText: 'Die Anfrage enthält ein unzulässiges Steuerzeichen.',
  tooDeep: 'Die Anfrage ist zu tief verschachtelt.',
  unauthorized: 'Nicht angemeldet oder Sitzung abgelaufen.',
  forbidden: 'Keine Berechtigung.',
  notFound: 'Nicht gefunden.',
  conflict: 'Die Anfrage steht im Widerspruch zum aktuellen Stand.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  tooManyLogins: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.',
  tooManyVoucherChecks: 'Zu viele Gutscheinabfragen. Bitte warten Sie eine Minute.',
  tooManyPasswordChanges: 'Zu viele Versuche, das Passwort zu ändern. Bitte warten Sie eine Minute.',
  unavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  loginFailed: 'Benutzername oder Passwort falsch.',
  loggedIn: 'Anmeldung erfolgreich.',
} as const;

export const DEFAULT_MESSAGE_BY_STATUS: Record<number, string> = {
  400: PLATFORM_MESSAGES.badRequest,
  401: PLATFORM_MESSAGES.unauthorized,
  403: PLATFORM_MESSAGES.forbidden,
  404: PLATFORM_MESSAGES.notFound,
  409: PLATFORM_MESSAGES.conflict,
  413: PLATFORM_MESSAGES.payloadTooLarge,
  429: PLATFORM_MESSAGES.tooManyRequests,
  503: PLATFORM_MESSAGES.unavailable,
};
