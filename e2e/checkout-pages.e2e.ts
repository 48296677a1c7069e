import { buildCartItem, type Product, type ProductVariant } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, newDesktopPage, newNarrowPhonePage, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { useShopAndBrowser } from './support/shop-and-browser';

describe('cookie banner and information pages in the browser', () => {
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });

  it('shows the cookie banner on a first visit; "Nur notwendige" hides it for good and the footer reopens it', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Cookies & lokale Speicherung' });
    await banner.waitFor();
    await screenshot(page, 'cookie-banner-phone');
    for (const name of ['Alle akzeptieren', 'Nur notwendige', 'Auswahl speichern']) {
      await expect(banner.getByRole('button', { name }).isVisible()).resolves.toBe(true);
    }
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null');
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });

    await page.reload({ waitUntil: 'networkidle' });
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await banner.waitFor();
    await expect(banner.getByLabel('Notwendig').isDisabled()).resolves.toBe(true);
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.context().close();

    const desktop = await newDesktopPage(started.browser, { now: MONDAY_EVENING });
    await desktop.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    await desktop.getByRole('region', { name: 'Cookies & lokale Speicherung' }).waitFor();
    await screenshot(desktop, 'cookie-banner-desktop');
    await desktop.context().close();
  });

  it('renders the legal pages, Anfahrt and Öffnungszeiten readably on phone and desktop', async () => {
    for (const [device, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
      for (const [route, heading] of [
        ['/impressum', 'Impressum'],
        ['/datenschutz', 'Datenschutzerklärung'],
        ['/agb', 'Allgemeine Geschäftsbedingungen'],
        ['/nutzungsbedingungen', 'Nutzungsbedingungen'],
        ['/anfahrt', 'Anfahrt & Kontakt'],
        ['/oeffnungszeiten', 'Öffnungszeiten'],
      ] as const) {
        await page.goto(`${started.shop.baseUrl}${route}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ route, overflow }).toEqual({ route, overflow: 0 });
      }
      await page.goto(`${started.shop.baseUrl}/oeffnungszeiten`, { waitUntil: 'networkidle' });
      await page.getByRole('row', { name: /Montag heute/ }).waitFor();
      await screenshot(page, `info-opening-hours-${device}`);
      await page.goto(`${started.shop.baseUrl}/agb`, { waitUntil: 'networkidle' });
      await page.getByText('Die Lieferzeit beträgt in der Regel höchstens 90 Minuten.').waitFor();
      await screenshot(page, `legal-agb-${device}`);
      await page.goto(`${started.shop.baseUrl}/anfahrt`, { waitUntil: 'networkidle' });
      await screenshot(page, `info-directions-${device}`);
      await page.context().close();
    }
  });

  it('fits a 320 px phone: no page scrolls sideways, not even with long German words', async () => {
    const products = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as Product[];
    const variants = (await (await fetch(`${started.shop.baseUrl}/api/productVariants`)).json()) as ProductVariant[];
    // Its description holds 'Hähnchenbrustschnitzel', longer than a 320 px card's text column.
    const schnitzel = products.find((p) => p.productsDescription.includes('Hähnchenbrustschnitzel'))!;
    const variant = variants.find((v) => v.product_id === schnitzel.productsID) ?? null;
    const page = await newNarrowPhonePage(started.browser, { now: MONDAY_EVENING });
    await seedLocalStorage(page, started.shop.baseUrl, {
      cookieConsent: NECESSARY_ONLY_CONSENT,
      cartItems: [buildCartItem({ product: schnitzel, variant, extras: [], dip: [], dressing: 'Jägersoße', quantity: 1 })],
      cartState: { deliveryMethod: 'abholung' },
    });
    const routes = [
      ['/', '.product-card'],
      ['/checkout', 'h1'],
      ['/oeffnungszeiten', '.hours-table'],
      ['/anfahrt', 'h1'],
      ['/impressum', 'h1'],
      ['/datenschutz', 'h1'],
      ['/agb', 'h1'],
      ['/nutzungsbedingungen', 'h1'],
    ] as const;
    const widths: Record<string, number> = {};
    for (const [route, ready] of routes) {
      await page.goto(`${started.shop.baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor();
      widths[route] = await page.evaluate(() => document.documentElement.scrollWidth);
      if (route === '/oeffnungszeiten') await screenshot(page, 'info-opening-hours-320', { fullPage: true });
      if (route === '/checkout') await screenshot(page, 'checkout-320', { fullPage: true });
    }
    await page.goto(`${started.shop.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByText(/Hähnchenbrustschnitzel/).scrollIntoViewIfNeeded();
    await screenshot(page, 'shop-menu-320-long-word');
    await page.context().close();
    expect(widths).toEqual(Object.fromEntries(routes.map(([route]) => [route, 320])));
  });

  it('claims no order on the success page for a wrong order link, on phone and desktop', async () => {
    for (const [device, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
      await page.goto(`${started.shop.baseUrl}/checkout-success?orderId=99999&token=abc`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' }).waitFor();
      await expect(page.getByText('Vielen Dank für Ihre Bestellung!').count()).resolves.toBe(0);
      await expect(page.getByText(/eingegangen/).count()).resolves.toBe(0);
      await screenshot(page, `checkout-success-not-found-${device}`);
      await page.getByRole('link', { name: 'Zur Speisekarte' }).click();
      await page.waitForURL(`${started.shop.baseUrl}/`);
      await page.context().close();
    }
  });
});
