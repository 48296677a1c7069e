import { useId, useState } from 'react';
import {
  CATEGORY_PRESENTATION_DEFAULTS,
  MAX_QUANTITY,
  MESSAGES,
  MIN_QUANTITY,
  buildCartItem,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  formatEuroAmount,
  showsVariantSelector,
  usesNormalPrice,
  type CartItem,
  type Category,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { QuantityStepper } from '../../components/quantity-stepper';
import { FoodLabelCodes, FoodLabelLegend } from './food-label-codes';
import type { MenuData } from '../../shop/menu-api';
import { variantsOf } from './menu-sections';

interface ProductCustomizerProps {
  product: Product;
  menu: MenuData;
  onClose: () => void;
  onAdd: (item: CartItem) => void;
}

/** The size choice's label the owner set for the category ("Größe"; the demo's meat dishes: "Beilage"). */
function variantLabel(category: Category | undefined): string {
  return category?.variantLabel || CATEGORY_PRESENTATION_DEFAULTS.variantLabel;
}

/** A required choice is named by its kind; an optional one by the category's label ("Sauce"; meat dishes: "Beilage"). */
function dressingLabel(product: Product, category: Category | undefined): string {
  const requirement = dressingRequirement(product);
  if (requirement === 'sauce') return 'Sauce';
  if (requirement === 'dressing') return 'Dressing';
  return category?.optionLabel || CATEGORY_PRESENTATION_DEFAULTS.optionLabel;
}

const plus = (price: number) => `+ ${formatEuroAmount(price)}`;
/** Sold out by staff: still listed, so the customer sees why it cannot be chosen. */
const offered = (option: { available?: boolean }) => option.available !== false;
const SOLD_OUT = ' (ausverkauft)';

/** An unavailable variant says so instead of its price, so the label still fits a phone's select. */
function variantOption(product: Product, variant: ProductVariant): string {
  if (variant.available === false) return `${variant.variant_name} – ausverkauft`;
  return usesNormalPrice(product) ? variant.variant_name : `${variant.variant_name} – ${formatEuroAmount(variant.price)}`;
}

export function ProductCustomizer({ product, menu, onClose, onAdd }: ProductCustomizerProps) {
  const ids = useId();
  const variants = variantsOf(product.productsID, menu.variants);
  const category = menu.categories.find((c) => c.categoriesID === product.category_id);
  const extras = extrasFor(product, menu.extras);
  const dressings = dressingsFor(product, menu.dressings);
  const dips = dipsFor(product, menu.dips);
  const requirement = dressingRequirement(product);
  const selectorShown = showsVariantSelector(product);

  const [variantId, setVariantId] = useState<number | null>(variants[0]?.product_variantsID ?? null);
  const [extraIds, setExtraIds] = useState<number[]>([]);
  const [dressing, setDressing] = useState('');
  const [dipIds, setDipIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [attempted, setAttempted] = useState(false);

  const variant = variants.find((v) => v.product_variantsID === variantId) ?? null;
  const variantUnavailable = variant?.available === false;
  const chosenDressing = dressings.some((d) => d.dressingName === dressing && offered(d)) ? dressing : '';
  const missingChoice = requirement !== null && chosenDressing === '';
  const soldOut = product.available === false;
  const problem = soldOut
    ? `${product.productsName} ist leider ausverkauft.`
    : variantUnavailable
      ? MESSAGES.variantUnavailable
      : missingChoice
        ? requirement === 'sauce'
          ? MESSAGES.sauceRequired
          : MESSAGES.dressingRequired
        : null;

  const item = buildCartItem({
    product,
    variant,
    extras: extras.filter((e) => extraIds.includes(e.extraID) && offered(e)),
    dip: dips.filter((d) => dipIds.includes(d.dipsID) && offered(d)),
    dressing: chosenDressing,
    quantity,
  });

  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  const submit = () => {
    setAttempted(true);
    if (problem) return;
    onAdd(item);
  };

  // The unavailable-variant notice shows at once; a missing dressing only after trying to add.
  const shownProblem = soldOut || variantUnavailable || attempted ? problem : null;
  const problemId = `${ids}-problem`;

  return (
    <Modal
      open
      onClose={onClose}
      title={product.productsName}
      initialFocus="dialog"
      footer={
        <div className="customizer-footer">
          <div className="customizer-problem" aria-live="assertive">
            {shownProblem && (
              <p className="error-text" id={problemId}>
                {shownProblem}
              </p>
            )}
          </div>
          <QuantityStepper value={quantity} min={MIN_QUANTITY} max={MAX_QUANTITY} onChange={setQuantity} label={product.productsName} size="sm" />
          <button
            type="button"
            className="btn btn-primary customizer-add"
            aria-disabled={problem ? 'true' : undefined}
            aria-describedby={shownProblem ? problemId : undefined}
            onClick={submit}
          >
            In den Warenkorb
            <span className="customizer-price" aria-live="polite">
              {formatEuroAmount(item.totalPrice)}
            </span>
          </button>
        </div>
      }
    >
      <p className="customizer-description">{product.productsDescription}</p>

      {selectorShown && variants.length === 0 && !usesNormalPrice(product) && <p className="customizer-note">{MESSAGES.noVariants}</p>}
      {selectorShown && variants.length > 0 && (
        <div className="field customizer-group">
          <label className="field-label" htmlFor={`${ids}-variant`}>
            {variantLabel(category)}
          </label>
          <select id={`${ids}-variant`} className="select" value={variantId ?? ''} onChange={(event) => setVariantId(Number(event.target.value))}>
            {variants.map((v) => (
              <option key={v.product_variantsID} value={v.product_variantsID}>
                {variantOption(product, v)}
              </option>
            ))}
          </select>
        </div>
      )}

      {dressings.length > 0 && (
        <fieldset className="customizer-group">
          <legend className="field-label">
            {dressingLabel(product, category)}
            {requirement ? <span className="required-mark"> (Pflichtauswahl)</span> : <span className="optional-mark"> (optional)</span>}
          </legend>
          <div className="choice-list">
            {!requirement && (
              <label className="choice">
                <input type="radio" name={`${ids}-dressing`} checked={chosenDressing === ''} onChange={() => setDressing('')} />
                <span>Ohne</span>
              </label>
            )}
            {dressings.map((d) => (
              <label className="choice" key={d.dressingID}>
                <input
                  type="radio"
                  name={`${ids}-dressing`}
                  value={d.dressingName}
                  checked={chosenDressing === d.dressingName}
                  disabled={!offered(d)}
                  onChange={() => setDressing(d.dressingName)}
                />
                <span className="choice-name">
                  {d.dressingName}
                  {!offered(d) && SOLD_OUT}
                  <FoodLabelCodes option={d} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {extras.length > 0 && (
        <fieldset className="customizer-group">
          <legend className="field-label">Extras</legend>
          <div className="choice-list">
            {extras.map((e) => (
              <label className="choice" key={e.extraID}>
                <input
                  type="checkbox"
                  checked={extraIds.includes(e.extraID) && offered(e)}
                  disabled={!offered(e)}
                  onChange={() => setExtraIds((l) => toggle(l, e.extraID))}
                />
                <span className="choice-name">
                  {e.extra_name}
                  {!offered(e) && SOLD_OUT}
                  <FoodLabelCodes option={e} />
                </span>
                <span className="choice-price">{plus(e.price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {dips.length > 0 && (
        <fieldset className="customizer-group">
          <legend className="field-label">Dips</legend>
          <div className="choice-list">
            {dips.map((d) => (
              <label className="choice" key={d.dipsID}>
                <input type="checkbox" checked={dipIds.includes(d.dipsID) && offered(d)} disabled={!offered(d)} onChange={() => setDipIds((l) => toggle(l, d.dipsID))} />
                <span className="choice-name">
                  {d.dipName}
                  {!offered(d) && SOLD_OUT}
                  <FoodLabelCodes option={d} />
                </span>
                <span className="choice-price">{plus(d.price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <FoodLabelLegend options={[...dressings, ...extras, ...dips]} />
    </Modal>
  );
}
