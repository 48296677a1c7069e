import { newOrderToken } from './order-token';

describe('newOrderToken', () => {
  it('gives 32 URL-safe characters (192 bits), never the same twice, also past a refill of its random bytes', () => {
    const tokens = Array.from({ length: 600 }, () => newOrderToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
