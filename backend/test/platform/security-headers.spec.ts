import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

const PAGES = ['/', '/checkout', '/admin/login'];

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('sends a Content-Security-Policy on pages that allows only the shop and PayPal', async () => {
    for (const page of PAGES) {
      const csp = (await request(direct.baseUrl).get(page).expect(200)).headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com");
      expect(csp).toContain('frame-src https://*.paypal.com https://*.paypalobjects.com');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('sends the API a policy that lets nothing load or frame it, the menu fast lane included', async () => {
    for (const call of ['/api/products', '/api/shop-status', '/api/admin/orders']) {
      const { headers } = await request(direct.baseUrl).get(call);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends HSTS only for https through a trusted proxy', async () => {
    const hsts = async (app: TestApp, proto?: string) => {
      const req = request(app.baseUrl).get('/');
      if (proto) req.set('X-Forwarded-Proto', proto);
      return (await req.expect(200)).headers['strict-transport-security'];
    };
    expect(await hsts(proxied, 'https')).toBe('max-age=31536000');
    expect(await hsts(proxied, 'http')).toBeUndefined();
    expect(await hsts(proxied)).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect(await hsts(direct, 'https')).toBeUndefined();
  });
});
