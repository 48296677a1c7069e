import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { StaffQueries } from '../test/staff-providers';
import { AdminSessionProvider, useAdminSession } from './admin-session';
import { tokenLifetimeMs } from './admin-token-renewal';

const sockets: { auth: () => string | null }[] = [];
// A stand-in socket that remembers how it reads the token; the real one is exercised by the browser tests.
jest.mock('../lib/socket', () => ({
  connectAdminSocket: (auth: () => string | null) => {
    sockets.push({ auth });
    return { on: () => undefined, disconnect: () => undefined };
  },
}));

const HOUR = 3600;

/** An unsigned JWT-shaped token; the client only reads its stamps, the server checks the signature. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const twelveHours = (issuedSecondsAgo: number, name = 'admin') => {
  const iat = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  return jwt({ sub: 1, username: name, iat, exp: iat + 12 * HOUR });
};

let renewals: string[] = [];

beforeEach(() => {
  sockets.length = 0;
  renewals = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/refresh') {
      renewals.push((init?.headers as Record<string, string>).Authorization);
      return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, token: twelveHours(0, `renewed-${renewals.length}`) }) };
    }
    return { ok: false, status: 404, text: async () => '{}' };
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <StaffQueries>
      <AdminSessionProvider>{children}</AdminSessionProvider>
    </StaffQueries>
  </MemoryRouter>
);

describe('tokenLifetimeMs', () => {
  it('reads exp − iat of a JWT and nothing else', () => {
    expect(tokenLifetimeMs(twelveHours(5 * HOUR))).toBe(12 * HOUR * 1000);
    expect(tokenLifetimeMs('jwt-1')).toBeNull();
    expect(tokenLifetimeMs(jwt({ sub: 1 }))).toBeNull();
  });
});

describe('session renewal', () => {
  it('renews a token found in storage at page load at once, keeps the socket and hands it the new token', async () => {
    const old = twelveHours(7 * HOUR);
    localStorage.setItem(ADMIN_TOKEN_KEY, old);
    const { result } = renderHook(() => useAdminSession(), { wrapper });
    await waitFor(() => expect(result.current.token).not.toBe(old));
    expect(renewals).toEqual([`Bearer ${old}`]);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(result.current.token);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].auth()).toBe(result.current.token);
  });

  it('renews a freshly signed-in token once half of its lifetime has passed, and again after the next half', async () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useAdminSession(), { wrapper });
    act(() => result.current.signIn(twelveHours(0)));
    await act(() => jest.advanceTimersByTimeAsync(6 * HOUR * 1000 - 60_000));
    expect(renewals).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(renewals).toHaveLength(1);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(result.current.token);
    await act(() => jest.advanceTimersByTimeAsync(6 * HOUR * 1000));
    expect(renewals).toHaveLength(2);
    expect(sockets).toHaveLength(1);
  });

  it('tries again at the next check when the renewal fails (e.g. offline)', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const working = global.fetch;
    global.fetch = failing as unknown as typeof fetch;
    const old = twelveHours(7 * HOUR);
    localStorage.setItem(ADMIN_TOKEN_KEY, old);
    const { result } = renderHook(() => useAdminSession(), { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(result.current.token).toBe(old);
    global.fetch = working;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(renewals).toHaveLength(1);
    expect(result.current.token).not.toBe(old);
    jest.restoreAllMocks();
  });

  it('leaves a token it cannot read alone', async () => {
    jest.useFakeTimers();
    localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    renderHook(() => useAdminSession(), { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(24 * HOUR * 1000));
    expect(renewals).toHaveLength(0);
  });
});
