import { DEFAULT_BEHAVIOUR, MENU_HIDDEN_REASONS, cardPrice, cardPriceText, formatEuro, menuHiddenReason } from './index';

const pizza = { ...DEFAULT_BEHAVIOUR, normal_size_price: 7.5 };
const pasta = { ...DEFAULT_BEHAVIOUR, priceFrom: 'product' as const, normal_size_price: 8.9 };
const drink = { ...DEFAULT_BEHAVIOUR, addDirectly: true, normal_size_price: 3.9 };
const sizes = (...prices: number[]) => prices.map((price) => ({ price, available: true }));

describe('cardPrice', () => {
  it('shows the cheapest size with "ab" when the sizes differ, never a base price no size costs', () => {
    const price = cardPrice(pizza, sizes(9.5, 8.2, 18.9));
    expect(price).toEqual({ cents: 820, from: true });
    expect(cardPriceText(price)).toBe(`ab ${formatEuro(820)}`);
  });

  it('shows one price without "ab" when every size costs the same', () => {
    expect(cardPriceText(cardPrice(pizza, sizes(8.2, 8.2)))).toBe(formatEuro(820));
  });

  it('leaves out sold-out sizes, unless every size is sold out', () => {
    expect(cardPrice(pizza, [{ price: 6, available: false }, ...sizes(8.2, 9.5)])).toEqual({ cents: 820, from: true });
    expect(
      cardPrice(pizza, [
        { price: 6, available: false },
        { price: 9, available: false },
      ]),
    ).toEqual({ cents: 600, from: true });
  });

  it('shows the product’s own price where that is what is paid', () => {
    expect(cardPriceText(cardPrice(pasta, sizes(1, 2)))).toBe(formatEuro(890));
    expect(cardPriceText(cardPrice(drink, []))).toBe(formatEuro(390));
  });
});

describe('menuHiddenReason', () => {
  it('hides a product priced by its sizes while it has none', () => {
    expect(menuHiddenReason(pizza, [])).toBe(MENU_HIDDEN_REASONS.noSize);
    expect(menuHiddenReason(pizza, sizes(8.2))).toBeNull();
  });

  it('keeps a product that is paid by its own price, sizes or not', () => {
    expect(menuHiddenReason(pasta, [])).toBeNull();
    expect(menuHiddenReason(drink, [])).toBeNull();
  });
});
