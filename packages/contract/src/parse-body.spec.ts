import { z } from 'zod';
import { checkBody, FALLBACK_MESSAGE } from './parse-body';

const body = z.object({
  name: z.string().max(5, { error: 'Name: maximal 5 Zeichen.' }),
  items: z.array(z.object({ quantity: z.number().int().min(1, { error: 'Menge: mindestens 1.' }) })),
});

describe('checkBody', () => {
  it('passes a good body through as typed data', () => {
    expect(checkBody(body, { name: 'Anna', items: [{ quantity: 2 }] })).toEqual({ ok: true, data: { name: 'Anna', items: [{ quantity: 2 }] } });
  });

  it("names the broken field with the schema's German message", () => {
    expect(checkBody(body, { name: 'Annabella', items: [] })).toEqual({ ok: false, message: 'Name: maximal 5 Zeichen.', field: 'name' });
    expect(checkBody(body, { name: 'Anna', items: [{ quantity: 1 }, { quantity: 0 }] })).toEqual({
      ok: false,
      message: 'Menge: mindestens 1.',
      field: 'items.1.quantity',
    });
  });

  it("never passes zod's English on: a rule without its own text says the German fallback", () => {
    expect(checkBody(body, { name: 42, items: [] })).toEqual({ ok: false, message: FALLBACK_MESSAGE, field: 'name' });
    expect(checkBody(body, null)).toEqual({ ok: false, message: FALLBACK_MESSAGE, field: null });
  });
});
