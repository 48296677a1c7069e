import { checkBody } from './parse-body';
import { accountantSettingsSchema, dayCloseBodySchema, serviceDaySettingsSchema } from './day-close.contract';

const accountant = {
  adviserNumber: '29098',
  clientNumber: '55003',
  fiscalYearStart: '07-01',
  accountLength: 4,
  accounts: { cash: '1000', card: '1361', paypal: '1360', revenue0: '8200', revenue7: '8300', revenue19: '8400' },
};

describe('close-of-day contracts', () => {
  it('takes a real day and counted cash in euros with at most two decimals', () => {
    expect(checkBody(dayCloseBodySchema, { date: '2026-11-18', countedCash: 123.45 })).toEqual({ ok: true, data: { date: '2026-11-18', countedCash: 123.45 } });
    expect(checkBody(dayCloseBodySchema, { date: '2026-02-30', countedCash: 1 })).toMatchObject({ ok: false, field: 'date' });
    expect(checkBody(dayCloseBodySchema, { date: '2026-11-18', countedCash: 1.005 })).toEqual({
      ok: false,
      field: 'countedCash',
      message: 'Gezähltes Bargeld: höchstens 2 Nachkommastellen.',
    });
    expect(checkBody(dayCloseBodySchema, { date: '2026-11-18', countedCash: -1 })).toMatchObject({ ok: false, field: 'countedCash' });
  });

  it('takes a day boundary HH:MM until noon', () => {
    expect(checkBody(serviceDaySettingsSchema, { dayBoundary: '04:30' }).ok).toBe(true);
    expect(checkBody(serviceDaySettingsSchema, { dayBoundary: '13:00' })).toEqual({ ok: false, field: 'dayBoundary', message: 'Tageswechsel: spätestens 12:00.' });
    expect(checkBody(serviceDaySettingsSchema, { dayBoundary: '5:00' })).toMatchObject({ ok: false, field: 'dayBoundary' });
  });

  it('takes the adviser’s numbers as DATEV knows them, empty until given, and no account longer than the Sachkontenlänge', () => {
    expect(checkBody(accountantSettingsSchema, accountant).ok).toBe(true);
    expect(checkBody(accountantSettingsSchema, { ...accountant, adviserNumber: '', clientNumber: '' }).ok).toBe(true);
    expect(checkBody(accountantSettingsSchema, { ...accountant, adviserNumber: '999' })).toMatchObject({ ok: false, field: 'adviserNumber' });
    expect(checkBody(accountantSettingsSchema, { ...accountant, adviserNumber: '1000' })).toEqual({
      ok: false,
      field: 'adviserNumber',
      message: 'Beraternummer: mindestens 1001.',
    });
    expect(checkBody(accountantSettingsSchema, { ...accountant, clientNumber: '123456' })).toMatchObject({ ok: false, field: 'clientNumber' });
    expect(checkBody(accountantSettingsSchema, { ...accountant, fiscalYearStart: '02-30' })).toMatchObject({ ok: false, field: 'fiscalYearStart' });
    expect(checkBody(accountantSettingsSchema, { ...accountant, accountLength: 9 })).toMatchObject({ ok: false, field: 'accountLength' });
    expect(checkBody(accountantSettingsSchema, { ...accountant, accounts: { ...accountant.accounts, cash: '10000' } })).toEqual({
      ok: false,
      field: 'accounts.cash',
      message: 'Konto 10000: länger als die Sachkontenlänge 4.',
    });
  });
});
