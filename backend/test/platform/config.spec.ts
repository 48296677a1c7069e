import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { DEFAULT_PAYPAL_API_BASE, loadAppConfig } from '../../src/config/app-config';
import { ConfigurationError } from '../../src/config/environment';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-config-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the documented defaults', () => {
    const config = loadAppConfig({}, dataDir);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.adminUsername).toBe('admin');
    expect(config.adminPassword).toBeNull();
    expect(config.shopTimezone).toBe('Europe/Berlin');
    expect(config.paypal).toEqual({ clientId: null, clientSecret: null, apiBase: DEFAULT_PAYPAL_API_BASE, reconcileIntervalMs: 60_000 });
    expect(config.corsOrigin).toBeNull();
    expect(config.publicUrl).toBeNull();
    expect(config.testClock).toBeNull();
  });

  it('generates a JWT secret once and keeps it in the data directory', () => {
    const first = loadAppConfig({}, dataDir).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadAppConfig({}, dataDir).jwtSecret).toBe(first);
    expect(loadAppConfig({ JWT_SECRET: 'x'.repeat(40) }, dataDir).jwtSecret).toBe('x'.repeat(40));
  });

  it('reads every variable', () => {
    const config = loadAppConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://shop:geheim@db:5432/pizzeria',
        SHOP_TIMEZONE: 'Europe/Vienna',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_BASE: 'http://127.0.0.1:3203/',
        PAYPAL_RECONCILE_INTERVAL_MS: '30000',
        SMTP_URL: 'smtp://mail.example.de:587',
        MAIL_FROM: 'Bella Napoli <shop@example.de>',
        PRINTER_URL: 'tcp://192.168.1.50:9100',
        CORS_ORIGIN: 'https://a.example, https://b.example',
        PUBLIC_URL: 'https://bella-napoli.example/',
      },
      dataDir,
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://shop:geheim@db:5432/pizzeria');
    expect(config.shopTimezone).toBe('Europe/Vienna');
    expect(config.paypal.apiBase).toBe('http://127.0.0.1:3203');
    expect(config.paypal.reconcileIntervalMs).toBe(30_000);
    expect(config.smtpUrl).toBe('smtp://mail.example.de:587');
    expect(config.printerUrl).toBe('tcp://192.168.1.50:9100');
    expect(config.corsOrigin).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://bella-napoli.example');
  });

  it('reads the operations settings, with their defaults when unset', () => {
    expect(loadAppConfig({}, dataDir).operations).toEqual({
      backupHour: 3,
      backupKeep: 14,
      pgBinDir: null,
      metricsToken: null,
      logFormat: 'pretty',
      logLevel: null,
    });
    const set = {
      BACKUP_HOUR: '0',
      BACKUP_KEEP: '0',
      PG_BIN_DIR: '/usr/lib/postgresql/18/bin',
      METRICS_TOKEN: 'scrape-0123456789',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'debug',
    };
    expect(loadAppConfig(set, dataDir).operations).toEqual({
      backupHour: 0,
      backupKeep: 0,
      pgBinDir: '/usr/lib/postgresql/18/bin',
      metricsToken: 'scrape-0123456789',
      logFormat: 'json',
      logLevel: 'debug',
    });
    expect(() => loadAppConfig({ METRICS_TOKEN: 'kurz' }, dataDir)).toThrow('METRICS_TOKEN=(hidden)');
  });

  it('honours SHOP_FIXED_NOW and SHOP_CLOCK_RUNS only with NODE_ENV=test', () => {
    const at = '2026-03-02T18:00:00+01:00';
    expect(loadAppConfig({ SHOP_FIXED_NOW: at, NODE_ENV: 'production' }, dataDir).testClock).toBeNull();
    expect(loadAppConfig({ SHOP_FIXED_NOW: at, NODE_ENV: 'test' }, dataDir).testClock).toEqual({ at: new Date('2026-03-02T17:00:00.000Z'), runs: false });
    expect(loadAppConfig({ SHOP_FIXED_NOW: at, SHOP_CLOCK_RUNS: 'true', NODE_ENV: 'test' }, dataDir).testClock).toEqual({
      at: new Date('2026-03-02T17:00:00.000Z'),
      runs: true,
    });
    expect(() => loadAppConfig({ SHOP_CLOCK_RUNS: 'ja' }, dataDir)).toThrow('SHOP_CLOCK_RUNS must be true or false');
  });

  it.each([
    ['SHOP_TIMEZONE', 'Mars/Base'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['PAYPAL_API_BASE', 'not a url'],
    ['PAYPAL_RECONCILE_INTERVAL_MS', '10'],
    ['PRINTER_URL', '192.168.1.50'],
    ['PUBLIC_URL', 'bella-napoli.example'],
    ['JWT_SECRET', 'short'],
    ['SHOP_FIXED_NOW', 'gestern'],
    ['ADMIN_USERNAME', 'a'.repeat(51)],
    ['ADMIN_USERNAME', 'chef admin'],
    ['ADMIN_USERNAME', "admin'; --"],
    ['TRUST_PROXY', 'yes please'],
    ['BACKUP_HOUR', '24'],
    ['BACKUP_HOUR', 'nachts'],
    ['BACKUP_KEEP', '-1'],
    ['METRICS_TOKEN', 'kurz'],
    ['LOG_FORMAT', 'xml'],
    ['LOG_LEVEL', 'laut'],
  ])('fails fast naming the bad variable %s=%s', (name, value) => {
    expect(() => loadAppConfig({ [name]: value }, dataDir)).toThrow(ConfigurationError);
    expect(() => loadAppConfig({ [name]: value }, dataDir)).toThrow(name);
  });

  it('never shows a refused secret, and blanks the password of a refused URL', () => {
    const problems = () => loadAppConfig({ ADMIN_PASSWORD: 'kurz-7', JWT_SECRET: 'zu-kurz', DATABASE_URL: 'mysql://shop:streng-geheim@db/shop' }, dataDir);
    expect(problems).toThrow(/ADMIN_PASSWORD=\(hidden\)/);
    expect(problems).toThrow(/JWT_SECRET=\(hidden\)/);
    expect(problems).toThrow('DATABASE_URL="mysql://shop:***@db/shop"');
    for (const secret of ['kurz-7', 'zu-kurz', 'streng-geheim']) expect(problems).not.toThrow(secret);
  });

  it('reads TRUST_PROXY as hops or proxy addresses', () => {
    expect(loadAppConfig({}, dataDir).trustProxy).toBeNull();
    expect(loadAppConfig({ TRUST_PROXY: '1' }, dataDir).trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, dataDir).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('accepts an admin name of up to 50 letters, digits and . _ @ -', () => {
    expect(loadAppConfig({ ADMIN_USERNAME: 'a'.repeat(50) }, dataDir).adminUsername).toBe('a'.repeat(50));
    expect(loadAppConfig({ ADMIN_USERNAME: 'jürgen.müller_2@bella-napoli' }, dataDir).adminUsername).toBe('jürgen.müller_2@bella-napoli');
  });

  it.each([
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    ['PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID'],
  ])('fails fast when %s is set without %s, naming the missing one', (given, missing) => {
    const load = () => loadAppConfig({ [given]: 'geheim-123' }, dataDir);
    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(new RegExp(`${missing} must be set when ${given} is`));
    expect(load).not.toThrow('geheim-123');
  });

  it('refuses an over-long ADMIN_USERNAME before the database could fail on it', async () => {
    await expect(createApp({ env: { ADMIN_USERNAME: 'a'.repeat(51), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } })).rejects.toThrow(
      /Invalid configuration:\n.*ADMIN_USERNAME must be 1 to 50/,
    );
  });

  it('refuses to boot the app with a bad environment before touching any database', async () => {
    await expect(createApp({ env: { SHOP_TIMEZONE: 'Mars/Base', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } })).rejects.toThrow(
      /Invalid configuration:\n.*SHOP_TIMEZONE/,
    );
  });
});
