import { useEffect, useState } from 'react';
import { MESSAGES, type Product } from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { loadProductDetails, type ProductDetails } from '../../shop/menu-api';

const NONE: ProductDetails = { allergens: [], substances: [] };

export function ProductInfoModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const [details, setDetails] = useState<ProductDetails | null>(null);

  useEffect(() => {
    let active = true;
    loadProductDetails(product.productsID)
      .then((result) => active && setDetails({ allergens: result?.allergens ?? [], substances: result?.substances ?? [] }))
      .catch((error) => {
        console.error('Allergene und Zusatzstoffe konnten nicht geladen werden.', error);
        if (active) setDetails(NONE);
      });
    return () => {
      active = false;
    };
  }, [product.productsID]);

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={product.productsName}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Schließen
        </button>
      }
    >
      {details === null ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <div className="product-info">
          <section aria-labelledby="info-allergens">
            <h3 id="info-allergens">Allergene</h3>
            {details.allergens.length === 0 ? (
              <p>{MESSAGES.noAllergens}</p>
            ) : (
              <ul>
                {details.allergens.map((a) => (
                  <li key={a.id}>{a.allergen_name}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="info-substances">
            <h3 id="info-substances">Zusatzstoffe</h3>
            {details.substances.length === 0 ? (
              <p>{MESSAGES.noSubstances}</p>
            ) : (
              <ul>
                {details.substances.map((s) => (
                  <li key={s.id}>{s.substance_name}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
