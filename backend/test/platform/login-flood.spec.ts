import argon2 from 'argon2';
import { spawn } from 'node:child_process';
import request from 'supertest';
import { startChildBackend, type ChildBackend } from '../support/child-backend';
import { OPEN_MONDAY_EVENING } from '../support/orders';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

/** The flood's addresses, and the logins each may try per minute (LOGIN_RATE_LIMIT's default). */
const ADDRESSES = 12;
const LOGIN_LIMIT = 5;
const FIRST_REFUSAL = 'erste Ablehnung';

/** The q-quantile of `values` (nearest rank). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * The login flood, run with `node -e … <baseUrl>`: 12 addresses (X-Forwarded-For behind
 * TRUST_PROXY), each firing 5 wrong logins at once every second without waiting for answers, under
 * names that exist nowhere (no account lockout cuts them short: each costs a hash until its address
 * is limited). It says FIRST_REFUSAL on stderr at its first 429; on SIGTERM it waits for the answers
 * still open and prints their statuses as JSON. No answer is given up on: on a loaded box thousands
 * of queued attempts may take longer than any fixed wait, and how long they took is not what is checked
 * (a shop that never answers still fails, at the test's timeout). An attempt that got no answer at all
 * counts as `failed:<cause>`.
 */

/**
 * What may keep an attacker's attempt from getting any answer on a loaded box: its connection not
 * accepted in time (undici gives up connecting after 10 s) or dropped while the listen queue
 * overflows. The shop refusing or breaking a request would show as a status instead.
 */
const CONNECTION_FAILURES = ['failed:UND_ERR_CONNECT_TIMEOUT', 'failed:ECONNRESET', 'failed:UND_ERR_SOCKET'];
const ATTACKERS = `
  const [baseUrl] = process.argv.slice(1);
  const statuses = {};
  const open = new Set();
  let round = 0;
  const fire = () => {
    for (let address = 0; address < ${ADDRESSES}; address++) {
      for (let i = 0; i < 5; i++) {
        const sent = fetch(baseUrl + '/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.' + (100 + address) },
          body: JSON.stringify({ username: 'gast' + address + '-' + round + '-' + i, password: 'geraten-123' }),
        }).then((res) => {
          statuses[res.status] = (statuses[res.status] || 0) + 1;
          if (res.status === 429 && statuses[429] === 1) process.stderr.write('${FIRST_REFUSAL}\\n');
          return res.arrayBuffer();
        }, (error) => {
          const reason = 'failed:' + ((error.cause && error.cause.code) || error.message);
          statuses[reason] = (statuses[reason] || 0) + 1;
        });
        open.add(sent);
        sent.finally(() => open.delete(sent));
      }
    }
    round += 1;
  };
  fire();
  const timer = setInterval(fire, 1000);
  process.on('SIGTERM', async () => {
    clearInterval(timer);
    await Promise.all([...open]);
    process.stdout.write(JSON.stringify(statuses));
    process.exit(0);
  });
`;

describe('logins under attack', () => {
  let shop: TestApp;
  let server: ChildBackend;
  beforeAll(async () => {
    // On a fixed clock the limits' one-minute window cannot end between the fifth attempt and the sixth
    // (on a real one, a loaded box once took long enough for that). The flood's own process keeps the real clock.
    shop = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { TRUST_PROXY: 'loopback' } });
    // The shop under the flood runs in a process of its own, so the attackers' and the customer's requests do not share its event loop.
    server = await startChildBackend({ databaseUrl: shop.databaseUrl, env: { TRUST_PROXY: 'loopback' } });
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await shop?.close();
  });

  /** Loads of / one after the other, at least `count` and until `enough()` (at most 20 times `count`); their times in ms. */
  async function loadShopPage(count: number, enough: () => boolean = () => true): Promise<number[]> {
    const latencies: number[] = [];
    while (latencies.length < count || (!enough() && latencies.length < 20 * count)) {
      const started = performance.now();
      await request(server.baseUrl).get('/').expect(200);
      latencies.push(performance.now() - started);
    }
    return latencies;
  }

  it('a login flood from 12 addresses hashes no more passwords than the limit allows, and every page of the shop still answers', async () => {
    const quiet = await loadShopPage(60);
    // The attackers run in a process of their own (ATTACKERS), so their requests cost the customer's client nothing.
    const floodStarted = performance.now();
    const attackers = spawn(process.execPath, ['-e', ATTACKERS, server.baseUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
    let report = '';
    let errors = '';
    attackers.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    attackers.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const ended = new Promise((resolve) => attackers.once('exit', resolve));
    let latencies: number[];
    try {
      // Until the limit has refused one login at least: on a fast machine 150 loads take less than the flood's first second.
      latencies = await loadShopPage(150, () => errors.includes(FIRST_REFUSAL));
    } finally {
      attackers.kill('SIGTERM');
      await ended;
    }
    if (errors.replace(`${FIRST_REFUSAL}\n`, '')) process.stderr.write(errors);
    const statuses = JSON.parse(report) as Record<number, number>;
    const figures = (values: number[]) => `p50 ${quantile(values, 0.5).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms`;
    process.stdout.write(
      `GET / quiet: ${figures(quiet)}; under the login flood (${latencies.length} loads): ${figures(latencies)}, max ${Math.max(...latencies).toFixed(1)} ms; login answers ${JSON.stringify(statuses)}\n`,
    );
    // A 401 is a password hashed, a 429 a refusal that hashed nothing: each address gets its five a
    // minute, in the one or two fixed windows the flood touches, and every other attempt is refused.
    const windows = Math.ceil((performance.now() - floodStarted) / 60_000) + 1;
    expect(statuses[401]).toBeGreaterThanOrEqual(60);
    expect(statuses[401]).toBeLessThanOrEqual(ADDRESSES * LOGIN_LIMIT * windows);
    expect(statuses[429]).toBeGreaterThan(0);
    // No other answer (no 5xx, no 400); an attacker's connection the busy box did not take is the attacker's loss.
    expect(
      Object.keys(statuses)
        .filter((status) => !CONNECTION_FAILURES.includes(status))
        .sort(),
    ).toEqual(['401', '429']);
    // How fast / stayed is a figure, not a pass mark (speed is measured in bench/, not in tests).
    expect(latencies.length).toBeGreaterThanOrEqual(150);
  }, 300_000);

  it('brings a hash of the old cost up to date at the next successful login', async () => {
    const old = await argon2.hash(TEST_ADMIN.password, { type: argon2.argon2id });
    await shop.dataSource.query('UPDATE admin_users SET password_hash = $1 WHERE username = $2', [old, TEST_ADMIN.username]);
    await request(shop.baseUrl).post('/api/admin/login').set('X-Forwarded-For', '192.0.2.200').send(TEST_ADMIN).expect(200);
    const [{ password_hash: updated }] = await shop.dataSource.query('SELECT password_hash FROM admin_users WHERE username = $1', [TEST_ADMIN.username]);
    const parameters = (hash: string) =>
      Object.fromEntries(
        hash
          .split('$')[3]
          .split(',')
          .map((p) => p.split('=')),
      );
    expect(parameters(old)).toEqual({ m: '65536', t: '3', p: '4' });
    expect(parameters(updated)).toEqual({ m: '19456', t: '2', p: '1' });
    expect(await argon2.verify(updated, TEST_ADMIN.password)).toBe(true);
  });

  it('limits password changes per address like logins', async () => {
    const token = (await request(shop.baseUrl).post('/api/admin/login').set('X-Forwarded-For', '192.0.2.201').send(TEST_ADMIN).expect(200)).body.token;
    const change = () =>
      request(shop.baseUrl)
        .post('/api/admin/password')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', '192.0.2.202')
        .send({ currentPassword: 'falsch-falsch', newPassword: 'neues-passwort' });
    for (let i = 0; i < 5; i++) expect((await change()).status).toBe(400);
    const refused = await change();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Zu viele Versuche, das Passwort zu ändern. Bitte warten Sie eine Minute.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
