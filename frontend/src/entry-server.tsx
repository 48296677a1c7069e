import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { MENU_PAGE_DATA_ID, withShopHead, type MenuPageData } from '@pizzeria/domain';
import { AppShell } from './app/app';
import { seedMenuPageData } from './shop/page-data';

/**
 * The server's side of the menu page (/), built with `vite build --ssr` and loaded by the backend:
 * the same components as in the browser, rendered with the data the page then embeds.
 */

function AtMenu({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/** The markup of / for this data. Rendering is synchronous, so seeding the page's stores first cannot mix two renders. */
export function renderMenuPage(data: MenuPageData): string {
  seedMenuPageData(data);
  return renderToString(
    <StrictMode>
      <AppShell router={AtMenu} />
    </StrictMode>,
  );
}

const ROOT = '<div id="root"></div>';

/**
 * The built index.html with the markup in its root and the data beside it, as a JSON block the
 * browser never executes (the CSP allows no inline script); `<` is escaped, so no text of the
 * menu can close the block.
 */
export function menuPageDocument(template: string, appHtml: string, data: MenuPageData): string {
  if (!template.includes(ROOT)) throw new Error(`index.html enthält kein ${ROOT}`);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${MENU_PAGE_DATA_ID}">${json}</script>`;
  // A replacer function: a `$` in a product's text must not be read as a replacement pattern.
  return withShopHead(template, data.shopInfo.shop.name).replace(ROOT, () => `<div id="root">${appHtml}</div>${block}`);
}
