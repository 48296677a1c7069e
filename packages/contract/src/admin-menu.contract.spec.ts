import { categoryBodySchema, productBodySchema } from './admin-menu.contract';
import { voucherBodySchema } from './admin-voucher.contract';
import { checkBody } from './parse-body';
import { loginSchema, updateStaffSchema } from './staff.contract';

describe('the back office contracts', () => {
  it('lets every field be left out, refuses null where it means nothing and keeps it where it means the default', () => {
    expect(checkBody(productBodySchema, {}).ok).toBe(true);
    expect(checkBody(productBodySchema, { productsName: null })).toEqual({ ok: false, message: 'Der Name muss 1 bis 60 Zeichen lang sein.', field: 'productsName' });
    const result = checkBody(productBodySchema, { addDirectly: null, dressingGroup: '' });
    expect(result.ok && result.data).toMatchObject({ addDirectly: null, dressingGroup: '' });
  });

  it('names its own fields before the availability and food labels', () => {
    expect(checkBody(productBodySchema, { available: 'ja', productsName: '' })).toMatchObject({ field: 'productsName' });
    expect(checkBody(categoryBodySchema, { variantLabel: '   ' })).toMatchObject({
      field: 'variantLabel',
      message: 'Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.',
    });
  });

  it('checks vouchers, staff edits and logins with their German messages', () => {
    expect(checkBody(voucherBodySchema, { validFrom: '2026-13-01' })).toEqual({ ok: false, message: 'Gültigkeit als Datum JJJJ-MM-TT.', field: 'validFrom' });
    expect(checkBody(updateStaffSchema, { password: 'kurz' })).toEqual({ ok: false, message: 'Das Passwort muss mindestens 8 Zeichen lang sein.', field: 'password' });
    expect(checkBody(updateStaffSchema, { password: null })).toEqual({ ok: true, data: { password: undefined } });
    expect(checkBody(loginSchema, { username: 'a'.repeat(51), password: 'x' })).toEqual({ ok: false, message: 'Benutzername oder Passwort falsch.', field: 'username' });
    // A device token that cannot be one is no token: the login goes on as one from an unknown device.
    expect(checkBody(loginSchema, { username: 'a', password: 'x', device: 42 })).toEqual({ ok: true, data: { username: 'a', password: 'x', device: undefined } });
    expect(checkBody(loginSchema, { username: 'a', password: 'x', device: 'd'.repeat(201) })).toMatchObject({ ok: true, data: { device: undefined } });
  });
});
