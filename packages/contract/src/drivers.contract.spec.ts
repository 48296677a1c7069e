import { checkBody } from './parse-body';
import { assignDriverBodySchema } from './driver.contract';
import { closeSettlementBodySchema } from './settlement.contract';

describe('driver and settlement bodies', () => {
  it('assigns a driver by id or takes the delivery off with null, nothing else', () => {
    expect(checkBody(assignDriverBodySchema, { driverId: 4 })).toEqual({ ok: true, data: { driverId: 4 } });
    expect(checkBody(assignDriverBodySchema, { driverId: null })).toEqual({ ok: true, data: { driverId: null } });
    expect(checkBody(assignDriverBodySchema, { driverId: 'tom' })).toEqual({
      ok: false,
      message: 'Fahrer: bitte einen Fahrer wählen oder null angeben.',
      field: 'driverId',
    });
    expect(checkBody(assignDriverBodySchema, {})).toMatchObject({ ok: false, field: 'driverId' });
  });

  it('closes a settlement with a real day and euro amounts of at most 2 decimals', () => {
    const body = { driverId: 4, date: '2026-11-20', float: 30, counted: 95.2 };
    expect(checkBody(closeSettlementBodySchema, body)).toEqual({ ok: true, data: body });
    expect(checkBody(closeSettlementBodySchema, { ...body, date: '2026-02-30' })).toEqual({
      ok: false,
      message: 'Datum: bitte im Format JJJJ-MM-TT angeben.',
      field: 'date',
    });
    expect(checkBody(closeSettlementBodySchema, { ...body, float: -1 })).toEqual({ ok: false, message: 'Wechselgeld: darf nicht negativ sein.', field: 'float' });
    expect(checkBody(closeSettlementBodySchema, { ...body, counted: 1.005 })).toEqual({ ok: false, message: 'Gezählt: höchstens 2 Nachkommastellen.', field: 'counted' });
    expect(checkBody(closeSettlementBodySchema, { ...body, counted: Number.NaN })).toEqual({
      ok: false,
      message: 'Gezählt: bitte einen Betrag in Euro angeben.',
      field: 'counted',
    });
  });
});
