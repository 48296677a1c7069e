import fs from 'node:fs';
import { DIRECTIONS_FACTS_DEFAULTS, LEGAL_FACTS_DEFAULTS, SHOP_IDENTITY_DEFAULTS, shopPageDescription } from '@pizzeria/domain';
import request from 'supertest';
import { FRONTEND_DIST, FRONTEND_SSR_BUNDLE } from '../../src/config/paths';
import { OPEN_MONDAY_EVENING } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

const LEGAL = {
  supervisoryAuthority: 'Ordnungsamt Weidenfeld\nMarktplatz 1, 35410 Weidenfeld',
  hostingProvider: 'Beispiel Hosting GmbH, Serverweg 2, 10115 Berlin',
  mailProvider: 'Beispiel Mail AG, Postfach 9, 80331 München',
  dataProtectionAuthority: 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit, Gustav-Stresemann-Ring 1, 65189 Wiesbaden',
};
const DIRECTIONS = {
  pickupEntrance: 'Eingang links neben dem Schaufenster, Klingel „Abholung“.',
  byCar: 'Von der B 49 kommend an der zweiten Ampel rechts.',
  parking: 'Kundenparkplätze im Hof.',
  publicTransport: 'Bus 12, Haltestelle Marktplatz, 2 Minuten zu Fuß.',
  accessibility: '',
};

describe('the facts of the legal and directions pages are settings (legal, directions)', () => {
  let t: TestApp;
  let owner: string;
  const api = () => request(t.baseUrl);
  const patch = (body: object) =>
    api()
      .patch('/api/admin/settings')
      .set({ Authorization: `Bearer ${owner}` })
      .send(body);
  const shopInfo = async () => (await api().get('/api/shop-info').expect(200)).body;

  beforeAll(async () => {
    if (!fs.existsSync(FRONTEND_SSR_BUNDLE) || !fs.existsSync(`${FRONTEND_DIST}/index.html`)) {
      throw new Error('Bitte zuerst `npm run build` ausführen: frontend/dist-ssr fehlt.');
    }
    t = await createTestApp({ now: OPEN_MONDAY_EVENING });
    owner = await t.login();
  });
  afterAll(() => t?.close());

  it('starts empty for the authorities and providers, with the demo shop’s way in', async () => {
    const info = await shopInfo();
    expect(info.legal).toEqual(LEGAL_FACTS_DEFAULTS);
    expect(Object.values(info.legal).every((fact) => fact === '')).toBe(true);
    expect(info.directions).toEqual(DIRECTIONS_FACTS_DEFAULTS);
  });

  it('saves both sections trimmed, answers them, shows them publicly and records the change', async () => {
    const res = await patch({ legal: { ...LEGAL, hostingProvider: `  ${LEGAL.hostingProvider} ` }, directions: DIRECTIONS }).expect(200);
    expect(res.body).toMatchObject({ success: true, legal: LEGAL, directions: DIRECTIONS });
    const info = await shopInfo();
    expect(info.legal).toEqual(LEGAL);
    expect(info.directions).toEqual(DIRECTIONS);
    const [audit] = await t.dataSource.query('SELECT action, target FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(audit).toEqual({ action: 'settings.update', target: 'Einstellungen: Rechtliches, Anfahrt' });
  });

  it.each([
    ['legal.supervisoryAuthority', { legal: { ...LEGAL, supervisoryAuthority: 'x'.repeat(301) } }, '„Zuständige Behörde“ darf höchstens 300 Zeichen lang sein.'],
    ['legal.hostingProvider', { legal: { ...LEGAL, hostingProvider: 42 } }, '„Hosting-Anbieter“: Bitte einen Text angeben oder das Feld leer lassen.'],
    ['directions.parking', { directions: { ...DIRECTIONS, parking: 'p'.repeat(501) } }, '„Parken“ darf höchstens 500 Zeichen lang sein.'],
    ['directions.byCar', { directions: { pickupEntrance: 'Hof' } }, '„Anfahrt mit dem Auto“: Bitte einen Text angeben oder das Feld leer lassen.'],
  ])('refuses a bad %s with a German 400 naming the field, and changes nothing', async (field, body, message) => {
    const before = await shopInfo();
    // A valid section beside the refused one is not stored either.
    const res = await patch({ ...body, shop: { ...SHOP_IDENTITY_DEFAULTS, name: 'Nicht gespeichert' } }).expect(400);
    expect(res.body).toEqual({ success: false, message, field });
    expect(await shopInfo()).toEqual(before);
  });

  it('refuses a section that is no object', async () => {
    const res = await patch({ legal: 'Ordnungsamt' }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Bitte alle Felder des Bereichs angeben.', field: 'legal' });
  });

  it('renders the deposit on the menu card and embeds the delivery zones in the page the server sends', async () => {
    const html = (await api().get('/').expect(200)).text;
    expect(html).toMatch(/<span class="product-deposit">zzgl\. 0,25\s€ Pfand<\/span>/);
    const data = JSON.parse(/<script type="application\/json" id="menu-page-data">([^<]*)<\/script>/.exec(html)![1]);
    expect(data.deliveryZones).toEqual((await api().get('/api/locations').expect(200)).body);
    // Every demo zone is free: the welcome says so.
    expect(html).toContain('Lieferung kostenlos!');
  });

  it('names the renamed shop in the title and description of every page the server sends', async () => {
    await patch({ shop: { ...SHOP_IDENTITY_DEFAULTS, name: 'Trattoria Sole & Söhne' } }).expect(200);
    for (const path of ['/', '/impressum', '/anfahrt', '/datenschutz', '/checkout', '/admin/login']) {
      const html = (
        await api()
          .get(path)
          .expect(200)
          .expect('Content-Type', /text\/html/)
      ).text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<title>Trattoria Sole &amp; Söhne – Online bestellen</title>');
      expect(head).toContain(`<meta name="description" content="${shopPageDescription('Trattoria Sole &amp; Söhne')}" />`);
      expect(head).not.toContain('Bella Napoli');
    }
    // An unknown page is still the shell, with 404 and the shop's own title.
    const missing = await api().get('/gibt-es-nicht').expect(404);
    expect(missing.text).toContain('<title>Trattoria Sole &amp; Söhne – Online bestellen</title>');
  });
});
