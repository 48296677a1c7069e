import { useEffect, useRef } from 'react';
import { api } from '../lib/api-client';
import { onPageVisible } from '../lib/page-visibility';
import { tokenClaims } from './token-claims';

/** How often a signed-in screen checks whether its session is due for renewal. */
const CHECK_EVERY_MS = 60_000;
export const RENEW_FAILED = 'Anmeldung konnte nicht verlängert werden.';

/**
 * How long a token is valid in all (exp − iat, in ms), or null when it is not a readable JWT. Only the
 * difference of the server's two stamps is used, so a tablet whose clock is off still renews in time.
 */
export function tokenLifetimeMs(token: string): number | null {
  const { iat, exp } = tokenClaims(token) ?? {};
  return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? (exp - iat) * 1000 : null;
}

/**
 * Keeps a screen that stays open all day (the kitchen tablet) signed in: once half of the token's
 * lifetime has passed since this page obtained it, POST /api/admin/refresh swaps it for a fresh one.
 * A token found in storage at page load is of unknown age and is renewed at once. `obtainedAt` is
 * set by whoever stores a new token (the login or a renewal).
 */
export function useTokenRenewal(token: string | null, obtainedAt: { current: number | null }, onRenewed: (token: string) => void): void {
  const renewedRef = useRef(onRenewed);
  renewedRef.current = onRenewed;

  useEffect(() => {
    if (!token) return;
    const lifetime = tokenLifetimeMs(token);
    if (lifetime === null) return;
    let active = true;
    let inFlight = false;
    const check = () => {
      if (inFlight || (obtainedAt.current !== null && Date.now() - obtainedAt.current < lifetime / 2)) return;
      inFlight = true;
      api
        .post<{ token?: string }>('/admin/refresh', {}, { auth: true })
        .then((body) => {
          if (active && body.token) renewedRef.current(body.token);
        })
        // A failed renewal (offline) is tried again at the next check; the old token is still valid meanwhile.
        .catch((error: unknown) => console.error(RENEW_FAILED, error))
        .finally(() => {
          inFlight = false;
        });
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    // A tablet that slept has frozen timers; it checks again as soon as its screen is back on.
    const offVisible = onPageVisible(check);
    return () => {
      active = false;
      clearInterval(timer);
      offVisible();
    };
  }, [token, obtainedAt]);
}
