import { endEarlyTaps, recordEarlyTaps, takeEarlyTaps } from './early-taps';

/** Two cards as ProductCard writes them, and a link outside them. */
function serverMarkup(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `
    <a href="#pizza">Pizza</a>
    <article class="product-card" data-product-id="67">
      <h3><button type="button" class="product-open" data-product-action="choose">Coca-Cola <span>– in den Warenkorb legen</span></button></h3>
      <p class="product-description">Erfrischend</p>
      <button type="button" class="product-info-button" data-product-action="info">i</button>
    </article>
    <article class="product-card" data-product-id="7">
      <h3><button type="button" class="product-open" data-product-action="choose">Pizza Margherita</button></h3>
    </article>`;
  document.body.append(page);
  return page;
}

describe('early taps', () => {
  let page: HTMLElement;
  beforeEach(() => {
    takeEarlyTaps();
    page = serverMarkup();
  });
  afterEach(() => {
    endEarlyTaps(document);
    page.remove();
  });

  const click = (selector: string) => page.querySelector<HTMLElement>(selector)!.click();

  it('keeps the taps on the products’ buttons in order, also on the text inside a button, and nothing else', () => {
    recordEarlyTaps(document);
    click('[data-product-id="67"] .product-open span');
    click('a');
    click('[data-product-id="67"] .product-description');
    click('[data-product-id="7"] .product-open');
    click('[data-product-id="67"] .product-info-button');
    expect(takeEarlyTaps()).toEqual([
      { productId: '67', action: 'choose' },
      { productId: '7', action: 'choose' },
      { productId: '67', action: 'info' },
    ]);
  });

  it('hands each tap out once and keeps none once the app handles them', () => {
    recordEarlyTaps(document);
    click('[data-product-id="7"] .product-open');
    expect(takeEarlyTaps()).toEqual([{ productId: '7', action: 'choose' }]);
    expect(takeEarlyTaps()).toEqual([]);
    endEarlyTaps(document);
    click('[data-product-id="67"] .product-open');
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('sees a tap before a listener of the page can stop it', () => {
    page.addEventListener('click', (event) => event.stopPropagation());
    recordEarlyTaps(document);
    click('[data-product-id="67"] .product-open');
    expect(takeEarlyTaps()).toEqual([{ productId: '67', action: 'choose' }]);
  });
});
