import { memo } from 'react';
import { cardPrice, type Product, type ProductVariant } from '@pizzeria/domain';
import { ProductCard } from './product-card';
import { variantsOf, type MenuSection } from './menu-sections';

interface MenuSectionListProps {
  sections: readonly MenuSection[];
  variants: readonly ProductVariant[];
  onChoose: (product: Product) => void;
  onShowInfo: (product: Product) => void;
}

/** The menu's sections and cards; on the server-rendered page the browser keeps the server's copy (ServerProductList) until the menu changes. */
export const MenuSectionList = memo(function MenuSectionList({ sections, variants, onChoose, onShowInfo }: MenuSectionListProps) {
  return (
    <div className="menu-sections">
      {sections.map((section) => (
        <section key={section.anchor} className="menu-section" aria-labelledby={section.anchor}>
          <h2 id={section.anchor} className="menu-section-heading" tabIndex={-1}>
            {section.heading}
          </h2>
          <div className="product-grid">
            {section.products.map((product) => (
              <ProductCard
                key={product.productsID}
                product={product}
                price={cardPrice(product, variantsOf(product.productsID, variants))}
                illustration={section.illustration}
                onChoose={onChoose}
                onShowInfo={onShowInfo}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
