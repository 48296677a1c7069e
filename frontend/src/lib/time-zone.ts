/** Whether `zone` is an IANA zone this browser knows (a server's SHOP_TIMEZONE the device cannot use is ignored). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
