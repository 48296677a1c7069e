import { memo, type MouseEvent } from 'react';
import type { Product } from '@pizzeria/domain';
import type { MenuData } from '../../shop/menu-api';

/**
 * The product list exactly as the server rendered it, taken from the page before hydration, with
 * the data and shop name it was rendered from. Hydrating those ~1,000 elements is most of a
 * phone's blocking time, and none of them changes until the menu does: the list stays the server's
 * markup and one listener on it opens the products.
 */
let taken: { html: string; menu: MenuData; shopName: string } | null = null;

export function takeServerProductList(doc: Document, menu: MenuData, shopName: string): void {
  const list = doc.querySelector('.menu-sections');
  taken = list ? { html: list.innerHTML, menu, shopName } : null;
}

/** The server's markup while the page shows the menu it was rendered from; null once anything differs (the live menu changed, another visit). */
export function serverProductListFor(menu: MenuData, shopName: string): string | null {
  return taken && taken.menu === menu && taken.shopName === shopName ? taken.html : null;
}

interface ServerProductListProps {
  html: string;
  products: readonly Product[];
  onChoose: (product: Product) => void;
  onShowInfo: (product: Product) => void;
}

/**
 * Same element and class as MenuSectionList's root, so it hydrates that markup without touching
 * what is inside; a click on a card's button is found by the data attributes ProductCard writes.
 */
export const ServerProductList = memo(function ServerProductList({ html, products, onChoose, onShowInfo }: ServerProductListProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-product-action]');
    const card = button?.closest<HTMLElement>('[data-product-id]');
    const product = card && products.find((p) => String(p.productsID) === card.dataset.productId);
    if (!button || !product) return;
    if (button.dataset.productAction === 'info') onShowInfo(product);
    else onChoose(product);
  };
  // The markup is the server's own, read back from this element, so it cannot inject anything new.
  return <div className="menu-sections" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
