import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { MAX_QUANTITY, buildCartItem, cardPrice, cardPriceText, findProducts, isDirectAdd, menuNumberLabel, type CartItem, type Product } from '@pizzeria/domain';
import type { MenuData } from '../../shop/menu-api';
import { LineOptions } from './line-options';

/** "2x12", "2 × marg", "12": the quantity before an x (1 without one) and what to look for. */
export function parseProductEntry(typed: string): { quantity: number; query: string } {
  const m = /^\s*(\d{1,2})\s*[x×*]\s*(.*)$/i.exec(typed);
  if (!m) return { quantity: 1, query: typed.trim() };
  return { quantity: Math.max(1, Math.min(MAX_QUANTITY, Number(m[1]))), query: m[2].trim() };
}

interface Props {
  menu: MenuData;
  searchRef: RefObject<HTMLInputElement | null>;
  onAdd: (item: CartItem) => void;
}

/**
 * Finding products for order entry: a menu number or words of the name, with an optional
 * quantity ("2x12"). Enter takes the highlighted product: a drink goes straight onto the order,
 * anything with choices opens its LineOptions.
 */
export function ProductEntry({ menu, searchRef, onAdd }: Props) {
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<{ product: Product; quantity: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { quantity, query } = parseProductEntry(typed);
  const found = findProducts(menu.products, query);

  // Back from a product's choices, the search has the focus before the next key is typed.
  const wasEditing = useRef(false);
  useLayoutEffect(() => {
    if (wasEditing.current && !editing) searchRef.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing, searchRef]);
  const backToSearch = () => setEditing(null);

  const take = (product: Product) => {
    setTyped('');
    setActive(0);
    if (product.available === false) return setProblem(`${product.productsName} ist leider ausverkauft.`);
    setProblem(null);
    if (!isDirectAdd(product)) return setEditing({ product, quantity });
    onAdd(buildCartItem({ product, variant: null, extras: [], dip: [], dressing: '', quantity }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(0, Math.min(found.length - 1, a + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter' && !event.ctrlKey && query) {
      event.preventDefault();
      const product = found[Math.min(active, found.length - 1)];
      if (product) take(product);
      else setProblem(`Kein Produkt zu „${query}“.`);
    }
  };

  if (editing) {
    return (
      <LineOptions
        key={editing.product.productsID}
        product={editing.product}
        menu={menu}
        quantity={editing.quantity}
        onAdd={(item) => {
          onAdd(item);
          backToSearch();
        }}
        onCancel={backToSearch}
      />
    );
  }

  return (
    <div className="entry-products">
      <label className="entry-field">
        <span>Artikel: Nr. oder Name, Menge davor („2x12“) – Alt+P</span>
        <input
          ref={searchRef}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          aria-label="Artikel suchen"
        />
      </label>
      <p className="entry-problem" aria-live="assertive">
        {problem}
      </p>
      {found.length > 0 && (
        <ul className="entry-found" aria-label="Gefundene Artikel">
          {found.map((p, index) => (
            <li key={p.productsID}>
              <button
                type="button"
                tabIndex={-1}
                className={`entry-found__item${index === Math.min(active, found.length - 1) ? ' entry-found__item--active' : ''}`}
                onClick={() => take(p)}
              >
                <span className="entry-found__number">{menuNumberLabel(p.menuNumber)}</span>
                <span className="entry-found__name">{p.productsName}</span>
                <span className="entry-found__price">
                  {p.available === false
                    ? 'ausverkauft'
                    : cardPriceText(
                        cardPrice(
                          p,
                          menu.variants.filter((v) => v.product_id === p.productsID),
                        ),
                      )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
