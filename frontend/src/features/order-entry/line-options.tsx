import { useId, useState, type KeyboardEvent } from 'react';
import {
  MAX_QUANTITY,
  MESSAGES,
  MIN_QUANTITY,
  buildCartItem,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  formatEuroAmount,
  menuNumberLabel,
  requiredChoiceMessage,
  showsVariantSelector,
  usesNormalPrice,
  type CartItem,
  type Product,
} from '@pizzeria/domain';
import type { MenuData } from '../../shop/menu-api';

type OptionKind = 'variant' | 'extra' | 'dressing' | 'dip';
interface Option {
  kind: OptionKind;
  id: number;
  name: string;
  price: string;
  available: boolean;
}

const KIND_LABELS: Record<OptionKind, string> = { variant: 'Größe', extra: 'Extra', dressing: 'Dressing/Sauce', dip: 'Dip' };
const plus = (price: number) => `+ ${formatEuroAmount(price)}`;
const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

interface Props {
  product: Product;
  menu: MenuData;
  quantity: number;
  onAdd: (item: CartItem) => void;
  onCancel: () => void;
}

/**
 * A product's choices for order entry, by keyboard: typing filters sizes, extras, dressings,
 * sauces and dips together, Enter takes the highlighted one (a size or dressing is chosen, an extra
 * or dip switched on or off), Enter on an empty field adds the line, Escape drops it. Same rules
 * and messages as the customer's popup (ProductCustomizer).
 */
export function LineOptions({ product, menu, quantity: initialQuantity, onAdd, onCancel }: Props) {
  const ids = useId();
  const variants = menu.variants.filter((v) => v.product_id === product.productsID);
  const extras = extrasFor(product, menu.extras);
  const dressings = dressingsFor(product, menu.dressings);
  const dips = dipsFor(product, menu.dips);
  const requirement = dressingRequirement(product);
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.product_variantsID ?? null);
  const [extraIds, setExtraIds] = useState<number[]>([]);
  const [dressing, setDressing] = useState('');
  const [dipIds, setDipIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(initialQuantity);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const options: Option[] = [
    ...(showsVariantSelector(product)
      ? variants.map((v) => ({
          kind: 'variant' as const,
          id: v.product_variantsID,
          name: v.variant_name,
          price: usesNormalPrice(product) ? '' : formatEuroAmount(v.price),
          available: v.available !== false,
        }))
      : []),
    ...extras.map((e) => ({ kind: 'extra' as const, id: e.extraID, name: e.extra_name, price: plus(e.price), available: e.available !== false })),
    ...dressings.map((d) => ({ kind: 'dressing' as const, id: d.dressingID, name: d.dressingName, price: '', available: d.available !== false })),
    ...dips.map((d) => ({ kind: 'dip' as const, id: d.dipsID, name: d.dipName, price: plus(d.price), available: d.available !== false })),
  ];
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length ? options.filter((o) => words.every((w) => o.name.toLowerCase().includes(w))) : [];
  const chosen = (o: Option) =>
    o.kind === 'variant' ? o.id === variantId : o.kind === 'extra' ? extraIds.includes(o.id) : o.kind === 'dip' ? dipIds.includes(o.id) : o.name === dressing;

  const variant = variants.find((v) => v.product_variantsID === variantId) ?? null;
  const item = buildCartItem({
    product,
    variant,
    extras: extras.filter((e) => extraIds.includes(e.extraID)),
    dip: dips.filter((d) => dipIds.includes(d.dipsID)),
    dressing,
    quantity,
  });
  // The popup's rules, in its order: sold out, an unavailable size, a missing required choice.
  const refusal =
    product.available === false
      ? `${product.productsName} ist leider ausverkauft.`
      : variant?.available === false
        ? MESSAGES.variantUnavailable
        : requirement && !dressing
          ? requiredChoiceMessage(requirement)
          : null;

  const choose = (o: Option) => {
    if (!o.available) return setProblem(`${o.name} ist leider ausverkauft.`);
    setProblem(null);
    if (o.kind === 'variant') setVariantId(o.id);
    if (o.kind === 'extra') setExtraIds((l) => toggle(l, o.id));
    if (o.kind === 'dip') setDipIds((l) => toggle(l, o.id));
    if (o.kind === 'dressing') setDressing((d) => (d === o.name && !requirement ? '' : o.name));
    setFilter('');
    setActive(0);
  };

  const add = () => {
    if (refusal) return setProblem(refusal);
    onAdd(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(0, Math.min(matches.length - 1, a + step)));
    } else if (event.key === 'Enter' && !event.ctrlKey) {
      event.preventDefault();
      if (matches.length) choose(matches[Math.min(active, matches.length - 1)]);
      else if (words.length) setProblem(`Keine Auswahl passt zu „${filter.trim()}“.`);
      else add();
    } else if ((event.key === '+' || event.key === '-') && filter === '') {
      event.preventDefault();
      setQuantity((q) => Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, q + (event.key === '+' ? 1 : -1))));
    }
  };

  const activeOption = matches[Math.min(active, matches.length - 1)];
  return (
    <section className="entry-options" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="entry-options__title">
        {quantity} × {[menuNumberLabel(product.menuNumber), product.productsName].filter(Boolean).join(' ')}
        <span className="entry-options__price">{formatEuroAmount(item.totalPrice)}</span>
      </h3>
      <label className="entry-field">
        <span>Auswahl (Größe, Extra, Sauce, Dip) – Enter übernimmt, leeres Enter fügt hinzu, Esc bricht ab, +/− Menge</span>
        <input
          autoFocus
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${ids}-problem`}
          aria-label={`Auswahl für ${product.productsName}`}
        />
      </label>
      <p id={`${ids}-problem`} className="entry-problem" aria-live="assertive">
        {problem}
      </p>
      {options.length === 0 && <p className="entry-hint">Keine Auswahl nötig – Enter fügt hinzu.</p>}
      <ul className="entry-options__list">
        {options.map((o) => (
          <li key={`${o.kind}-${o.id}`}>
            <button
              type="button"
              tabIndex={-1}
              className={`entry-option${chosen(o) ? ' entry-option--chosen' : ''}${o === activeOption ? ' entry-option--active' : ''}${matches.length && !matches.includes(o) ? ' entry-option--dim' : ''}`}
              aria-pressed={chosen(o)}
              onClick={() => choose(o)}
            >
              <span className="entry-option__kind">{KIND_LABELS[o.kind]}</span>
              <span className="entry-option__name">{o.name}</span>
              <span className="entry-option__price">{o.available ? o.price : 'ausverkauft'}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="entry-options__actions">
        <button type="button" className="admin-button admin-button--primary" onClick={add}>
          Hinzufügen
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </section>
  );
}
