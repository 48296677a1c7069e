import { productBodySchema, variantBodySchema } from '@pizzeria/contract';
import { cardPrice, cardPriceText, depositNote, menuNumberLabel, toCents, formatEuroAmount } from '@pizzeria/domain';
import { behaviourBody, behaviourFields, behaviourForm } from './behaviour-fields';
import type { FieldSpec } from './field-form';
import { ADDITIVE_FIELD, ALLERGEN_FIELD, euroText, euroValue, integerValue, labelsBody, labelsForm } from './form-values';
import { adminApi, type AdminMenu, type AdminProduct, type AdminVariant } from './menu-admin-api';
import { nameField, OFF_MENU, offMenuText, orderField, priceField } from './option-specs';
import { RowList, type RowSpec } from './row-list';

const DEPOSIT_FIELD: FieldSpec = {
  name: 'deposit',
  label: 'Pfand je Stück (€)',
  kind: 'money',
  hint: 'Kommt zum Preis hinzu; die Karte zeigt „zzgl. … Pfand“. 0 = kein Pfand.',
};

const MENU_NUMBER_FIELD: FieldSpec = {
  name: 'menuNumber',
  label: 'Nr. auf der Speisekarte',
  kind: 'integer',
  hint: 'Die Nummer der gedruckten Karte (1–9999), jede nur einmal; die Theke findet das Produkt damit am Telefon. Leer = keine.',
};

function variantSpec(productId: number): RowSpec<AdminVariant> {
  return {
    noun: 'Größe/Variante',
    resource: adminApi.variants,
    schema: variantBodySchema,
    fields: [nameField('variant_name'), priceField('price'), orderField],
    nameOf: (v) => v.variant_name,
    summary: (v) => formatEuroAmount(v.price),
    toForm: (v) => ({ variant_name: v?.variant_name ?? '', price: euroText(v?.price), sortOrder: String(v?.sortOrder ?? '') }),
    toBody: (v) => ({ product_id: productId, variant_name: v.variant_name, price: euroValue(v.price), sortOrder: integerValue(v.sortOrder) ?? undefined }),
    soldOut: true,
    removeLabel: OFF_MENU,
    removeText: (v) => offMenuText(v.variant_name),
  };
}

const NO_SIZE_YET = 'Noch keine Größe: Legen Sie mindestens eine mit ihrem Preis an, dann steht das Produkt auf der Karte.';

/** Products with their behaviour, labels and, beneath each, its sizes/variants. */
export function productSpec(menu: AdminMenu, categoryId: number, onChanged: () => void): RowSpec<AdminProduct> {
  return {
    noun: 'Produkt',
    resource: adminApi.products,
    schema: productBodySchema,
    fields: [
      nameField('productsName'),
      MENU_NUMBER_FIELD,
      { name: 'productsDescription', label: 'Beschreibung', kind: 'textarea', maxLength: 500 },
      {
        name: 'category_id',
        label: 'Kategorie',
        kind: 'select',
        options: menu.categories.map((c) => ({ value: String(c.categoriesID), label: c.categoriesName })),
      },
      {
        ...priceField('normal_size_price'),
        hint: 'Gilt, wenn das Produkt direkt in den Warenkorb kommt oder der Grundpreis „Preis des Produkts“ ist. Sonst zahlt der Kunde den Preis der gewählten Größe.',
      },
      DEPOSIT_FIELD,
      orderField,
      ...behaviourFields(menu, true),
      ALLERGEN_FIELD,
      ADDITIVE_FIELD,
    ],
    nameOf: (p) => [menuNumberLabel(p.menuNumber), p.productsName].filter(Boolean).join(' '),
    // The price as the customer's card shows it ("ab 8,20 €"), not a base price no size costs.
    summary: (p) => {
      if (p.hiddenReason) return 'Noch nicht auf der Karte';
      const sizes = menu.variants.filter((v) => v.product_id === p.productsID);
      const deposit = depositNote(toCents(p.deposit ?? 0));
      return `Auf der Karte: ${cardPriceText(cardPrice(p, sizes))}${deposit ? ` ${deposit}` : ''}${sizes.length ? ` · ${sizes.length} Größen/Varianten` : ''}`;
    },
    notice: (p) => p.hiddenReason ?? null,
    toForm: (p) => ({
      productsName: p?.productsName ?? '',
      menuNumber: String(p?.menuNumber ?? ''),
      productsDescription: p?.productsDescription ?? '',
      category_id: String(p?.category_id ?? categoryId),
      normal_size_price: euroText(p?.normal_size_price),
      deposit: euroText(p?.deposit ?? 0),
      sortOrder: String(p?.sortOrder ?? ''),
      ...behaviourForm(p?.own ?? null, true),
      ...labelsForm(p ?? {}),
    }),
    toBody: (v) => ({
      productsName: v.productsName,
      // An empty field takes the number away.
      menuNumber: integerValue(v.menuNumber),
      productsDescription: v.productsDescription,
      category_id: Number(v.category_id),
      normal_size_price: euroValue(v.normal_size_price),
      // An empty field is no deposit.
      deposit: String(v.deposit ?? '').trim() === '' ? 0 : euroValue(v.deposit),
      sortOrder: integerValue(v.sortOrder) ?? undefined,
      ...behaviourBody(v, true),
      ...labelsBody(v),
    }),
    soldOut: true,
    removeLabel: OFF_MENU,
    removeText: (p) => offMenuText(p.productsName),
    children: (p) => (
      <details className="menu-admin-variants" open={Boolean(p.hiddenReason)}>
        <summary>Größen/Varianten von {p.productsName}</summary>
        <RowList
          spec={variantSpec(p.productsID)}
          rows={menu.variants.filter((v) => v.product_id === p.productsID)}
          onChanged={onChanged}
          emptyText={p.hiddenReason ? NO_SIZE_YET : 'Keine Größen/Varianten: es gilt der Preis des Produkts.'}
        />
      </details>
    ),
  };
}
