import { DeviceTokens } from './device-tokens';

describe('device tokens', () => {
  const tokens = new DeviceTokens('test-secret-test-secret-test-secret-0123');

  it('recognises a token for the name it was issued for, however the name is cased or padded', () => {
    const token = tokens.issue('Theke');
    const id = tokens.idOf(' theke ', token);
    expect(id).toBe(token.split('.')[0]);
    expect(tokens.issue('Theke')).not.toBe(token);
  });

  it('takes no token for another name, another secret, a changed one or none at all', () => {
    const token = tokens.issue('theke');
    const [id, mac] = token.split('.');
    expect(tokens.idOf('admin', token)).toBeNull();
    expect(new DeviceTokens('another-secret-another-secret-0123456').idOf('theke', token)).toBeNull();
    expect(tokens.idOf('theke', `${id}x.${mac}`)).toBeNull();
    expect(tokens.idOf('theke', `${id}.${mac}.x`)).toBeNull();
    expect(tokens.idOf('theke', `${id}.`)).toBeNull();
    expect(tokens.idOf('theke', undefined)).toBeNull();
  });
});
