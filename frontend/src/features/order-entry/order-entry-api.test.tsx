import { act, renderHook, waitFor } from '@testing-library/react';
import type { CounterOrderInput } from '@pizzeria/contract';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { StaffQueries } from '../../test/staff-providers';
import { useEnterOrder } from './order-entry-api';

const body = { firstName: 'Erika', phone: '0641 123456', channel: 'telefon' } as unknown as CounterOrderInput;

describe('order entry: the Idempotency-Key of an entered order', () => {
  beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'counter-jwt'));

  it('is sent with every order, the same again on a retry, a new one after the order was stored', async () => {
    const keys: string[] = [];
    let reachable = false;
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      if (!reachable) throw new TypeError('Failed to fetch');
      return { ok: true, status: 201, text: async () => JSON.stringify({ success: true, orderId: keys.length, order: {} }) };
    }) as unknown as typeof fetch;
    const { result } = renderHook(() => useEnterOrder(), { wrapper: StaffQueries });
    const enter = async (entry: CounterOrderInput) => {
      await act(() => result.current.mutateAsync(entry).catch(() => undefined));
    };

    await enter(body);
    reachable = true;
    await enter(body);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The same walk-in order once more is another order.
    await enter(body);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('changes with the entry: a corrected order after a refusal is a new attempt', async () => {
    const keys: string[] = [];
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return { ok: false, status: 409, text: async () => JSON.stringify({ success: false, message: 'Der Warenkorb hat sich geändert.' }) };
    }) as unknown as typeof fetch;
    const { result } = renderHook(() => useEnterOrder(), { wrapper: StaffQueries });
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    await act(() => result.current.mutateAsync({ ...body, firstName: 'Max' }).catch(() => undefined));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
