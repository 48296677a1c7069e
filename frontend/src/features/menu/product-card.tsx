import { cardPriceText, depositNote, isDirectAdd, menuNumberLabel, toCents, type CardPrice, type Illustration, type Product } from '@pizzeria/domain';
import { ProductIllustration } from './product-illustration';

interface ProductCardProps {
  product: Product;
  price: CardPrice;
  /** The drawing of the product's category. */
  illustration?: Illustration;
  onChoose: (product: Product) => void;
  onShowInfo: (product: Product) => void;
}

export function ProductCard({ product, price, illustration, onChoose, onShowInfo }: ProductCardProps) {
  const available = product.available !== false;
  const direct = isDirectAdd(product);
  const priceText = cardPriceText(price);
  const descriptionId = `produkt-${product.productsID}-beschreibung`;
  return (
    <article className={`product-card${available ? '' : ' is-unavailable'}`} data-product-id={product.productsID}>
      <ProductIllustration illustration={illustration} size={88} />
      <div className="product-body">
        <h3 className="product-name">
          {product.menuNumber ? <span className="product-number">{menuNumberLabel(product.menuNumber)}</span> : null}
          <button
            type="button"
            className="product-open"
            data-product-action="choose"
            onClick={() => onChoose(product)}
            disabled={!available}
            aria-describedby={descriptionId}
          >
            {product.productsName}
            <span className="visually-hidden">{direct ? ' – in den Warenkorb legen' : ' – auswählen'}</span>
          </button>
        </h3>
        <p className="product-description" id={descriptionId}>
          {product.productsDescription}
        </p>
        <div className="product-footer">
          <span className="product-price">{available ? priceText : 'Ausverkauft'}</span>
          {available && product.deposit ? <span className="product-deposit">{depositNote(toCents(product.deposit))}</span> : null}
          <span className="product-add" aria-hidden="true" />
        </div>
      </div>
      <button
        type="button"
        className="product-info-button"
        data-product-action="info"
        onClick={() => onShowInfo(product)}
        aria-label={`Allergene und Zusatzstoffe: ${product.productsName}`}
      >
        i
      </button>
    </article>
  );
}
