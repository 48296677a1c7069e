import { act } from '@testing-library/react';

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler[]>();

/**
 * Stands in for lib/socket in component tests: `jest.mock('../../lib/socket', () =>
 * jest.requireActual('../../test/admin-socket-stub').adminSocketModule)`. The test fires the
 * server's events with emitAdminEvent; the real socket is exercised by the browser tests.
 */
export const adminSocketModule = {
  connectAdminSocket: () => ({
    on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    disconnect: () => undefined,
  }),
};

export function emitAdminEvent(event: string, payload?: unknown): void {
  act(() => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  });
}

export function resetAdminSocket(): void {
  handlers.clear();
}
