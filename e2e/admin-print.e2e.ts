import { newDesktopPage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, boardCard, placeDrinkOrder, signIn } from './admin-test-support';

const MM_PER_PT = 25.4 / 72;
const PRINTED = '__printedDocument';

describe('admin: printed receipt', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });

  it('prints the order alone, on an 80 mm slip', async () => {
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 6, deliveryMethod: 'lieferung', messageToChef: 'Bitte klingeln' });
    await adminCall(started.shop.baseUrl, await adminToken(started.shop.baseUrl), 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '30 Min.' });

    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(page, started.shop.baseUrl);
    // window.print() opens the browser's dialog; keep the document exactly as it stands at that moment instead.
    await page.context().addInitScript((key) => {
      window.print = () => {
        (window as unknown as Record<string, string>)[key] = document.documentElement.outerHTML;
      };
    }, PRINTED);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await boardCard(page, 'Bestätigt', order.orderId).click();
    await page
      .getByRole('dialog', { name: `Bestellung #${order.orderId}` })
      .getByRole('button', { name: 'Drucken' })
      .click();
    const printed = (await (await page.waitForFunction((key) => (window as unknown as Record<string, string>)[key], PRINTED)).jsonValue()) as string;
    await page.context().close();

    // The same document on paper: its stylesheets load from the shop, its scripts stay out (the app would render anew).
    // It is written into a blank page of the shop's origin (the API's answers forbid loading anything into them).
    const paper = await newDesktopPage(started.browser);
    await paper.route(`${started.shop.baseUrl}/bon`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bon</title>' }));
    await paper.goto(`${started.shop.baseUrl}/bon`);
    await paper.setContent(printed.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''), { waitUntil: 'load' });
    await paper.emulateMedia({ media: 'print' });

    const pdf = (await paper.pdf({ preferCSSPageSize: true })).toString('latin1');
    const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(mediaBox).not.toBeNull();
    expect(Number(mediaBox![1]) * MM_PER_PT).toBeCloseTo(80, 0);

    expect(await paper.locator('#root').isVisible()).toBe(false);
    const receipt = paper.getByRole('article', { name: `Bon Bestellung #${order.orderId}` });
    const text = (await receipt.textContent()) ?? '';
    for (const expected of [
      `Bestellung #${order.orderId}`,
      'Lieferung',
      'Lindenweg 12',
      '6 × Coca-Cola 1,0 l',
      'Küche: Bitte klingeln',
      'Zugesagt: 30 Min.',
      'Gesamt',
      'enthaltene MwSt. 19 % (netto 19,66\u00a0€)3,74\u00a0€',
    ]) {
      expect(text).toContain(expected);
    }
    const overflow = await receipt.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await paper.setViewportSize({ width: Math.round((80 / 25.4) * 96), height: 700 });
    await screenshot(paper, 'admin-receipt-print', { fullPage: true });
    await paper.context().close();
  });
});
