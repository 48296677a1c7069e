import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { byId, menu } from '../../test/menu-fixture';
import { menuSections } from './menu-sections';
import { MenuSectionList } from './menu-section-list';
import { ServerProductList, serverProductListFor, takeServerProductList } from './server-product-list';

const SHOP = 'Bella Napoli';

/** The list's markup as the page brings it: rendered by the same component, then taken over without React. */
function serverMarkup(): HTMLElement {
  const rendered = render(
    <MenuSectionList sections={menuSections(menu.products, menu.categories, SHOP)} variants={menu.variants} onChoose={() => {}} onShowInfo={() => {}} />,
  );
  const html = rendered.container.innerHTML;
  rendered.unmount();
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return page;
}

describe('ServerProductList', () => {
  it('keeps the server markup and opens the product whose button is tapped', async () => {
    const page = serverMarkup();
    takeServerProductList(document, menu, SHOP);
    const html = serverProductListFor(menu, SHOP)!;
    const onChoose = jest.fn();
    const onShowInfo = jest.fn();
    const firstCard = page.querySelector('.product-card');
    await act(async () => {
      hydrateRoot(page, <ServerProductList html={html} products={menu.products} onChoose={onChoose} onShowInfo={onShowInfo} />);
    });
    expect(page.querySelector('.product-card')).toBe(firstCard);

    const margherita = byId(7);
    await userEvent.click(screen.getByRole('button', { name: `${margherita.productsName} – auswählen` }));
    expect(onChoose).toHaveBeenCalledWith(margherita);
    await userEvent.click(screen.getByRole('button', { name: `Allergene und Zusatzstoffe: ${margherita.productsName}` }));
    expect(onShowInfo).toHaveBeenCalledWith(margherita);
    expect(onChoose).toHaveBeenCalledTimes(1);
    page.remove();
  });

  it('is only for the menu and shop name the page was rendered with', () => {
    const page = serverMarkup();
    takeServerProductList(document, menu, SHOP);
    expect(serverProductListFor(menu, SHOP)).toContain('product-card');
    expect(serverProductListFor({ ...menu, products: [...menu.products] }, SHOP)).toBeNull();
    expect(serverProductListFor(menu, 'Pizzeria Roma')).toBeNull();
    page.remove();
  });
});
