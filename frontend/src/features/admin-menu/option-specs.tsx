import { categoryBodySchema, dipBodySchema, dressingBodySchema, extraBodySchema } from '@pizzeria/contract';
import { CATEGORY_PRESENTATION_DEFAULTS, CHOICE_LABEL_MAX, ILLUSTRATIONS, ILLUSTRATION_NAMES, formatEuroAmount, labelCodes } from '@pizzeria/domain';
import { behaviourBody, behaviourFields, behaviourForm } from './behaviour-fields';
import type { FieldSpec, FormValues } from './field-form';
import { ADDITIVE_FIELD, ALLERGEN_FIELD, euroText, euroValue, integerValue, labelsBody, labelsForm } from './form-values';
import { adminApi, type AdminCategory, type AdminDip, type AdminDressing, type AdminExtra, type AdminMenu } from './menu-admin-api';
import { groupMates } from './option-groups';
import type { RowSpec } from './row-list';

const NAME_MAX = 60;
const OFF_MENU = 'Von der Karte nehmen';
const offMenuText = (name: string) => `„${name}“ wird Kunden nicht mehr angeboten. Bisherige Bestellungen behalten, was bestellt wurde.`;

const nameField = (name: string): FieldSpec => ({ name, label: 'Name', kind: 'text', required: true, maxLength: NAME_MAX });
const priceField = (name: string): FieldSpec => ({ name, label: 'Preis (€)', kind: 'money', required: true });
const orderField: FieldSpec = { name: 'sortOrder', label: 'Reihenfolge', kind: 'integer', hint: 'Kleinere Zahlen stehen weiter oben.' };
const groupField: FieldSpec = {
  name: 'group',
  label: 'Gruppe',
  kind: 'text',
  required: true,
  maxLength: 40,
  hint: 'Ein Kennwort, das Einträge zusammenfasst (z. B. „salat“): Alle mit demselben Kennwort werden zusammen angeboten. Bei Produkt oder Kategorie wählen Sie die Gruppe dann nach ihren Einträgen aus. Ein neues Kennwort beginnt eine neue Gruppe.',
};

const codes = (row: { allergens?: string; additives?: readonly number[] }) => {
  const list = labelCodes(row);
  return list.length ? ` · ${list.join(', ')}` : '';
};

/** How the category shows its products, and whether they count against the kitchen's capacity. */
const presentationFields: FieldSpec[] = [
  {
    name: 'illustration',
    label: 'Bild auf der Karte',
    kind: 'select',
    options: ILLUSTRATIONS.map((value) => ({ value, label: ILLUSTRATION_NAMES[value] })),
  },
  {
    name: 'variantLabel',
    label: 'Bezeichnung der Größenauswahl',
    kind: 'text',
    required: true,
    maxLength: CHOICE_LABEL_MAX,
    hint: 'So heißt die Auswahl im Popup, z. B. „Größe“ oder „Beilage“.',
  },
  {
    name: 'optionLabel',
    label: 'Bezeichnung der freiwilligen Sauce',
    kind: 'text',
    required: true,
    maxLength: CHOICE_LABEL_MAX,
    hint: 'Überschrift der Dressings/Saucen, wenn keine Auswahl erforderlich ist, z. B. „Sauce“ oder „Beilage“.',
  },
  { name: 'countsForKitchenCapacity', label: 'Zählt als Pizza für die Küchenkapazität', kind: 'checkbox' },
  { name: 'onKitchenTickets', label: 'Auf Küchenbons drucken', kind: 'checkbox' },
];

const presentationForm = (c: AdminCategory | null | undefined): FormValues => ({
  illustration: c?.illustration ?? CATEGORY_PRESENTATION_DEFAULTS.illustration,
  variantLabel: c?.variantLabel ?? CATEGORY_PRESENTATION_DEFAULTS.variantLabel,
  optionLabel: c?.optionLabel ?? CATEGORY_PRESENTATION_DEFAULTS.optionLabel,
  countsForKitchenCapacity: c?.countsForKitchenCapacity ?? CATEGORY_PRESENTATION_DEFAULTS.countsForKitchenCapacity,
  onKitchenTickets: c?.onKitchenTickets ?? CATEGORY_PRESENTATION_DEFAULTS.onKitchenTickets,
});

export function categorySpec(menu: AdminMenu): RowSpec<AdminCategory> {
  return {
    noun: 'Kategorie',
    resource: adminApi.categories,
    schema: categoryBodySchema,
    fields: [
      nameField('categoriesName'),
      orderField,
      {
        name: 'vatRate',
        label: 'MwSt.-Satz',
        kind: 'select',
        options: [
          { value: '7', label: '7 % (Speisen)' },
          { value: '19', label: '19 % (Getränke)' },
        ],
      },
      ...behaviourFields(menu, false),
      ...presentationFields,
    ],
    nameOf: (c) => c.categoriesName,
    summary: (c) => {
      const count = menu.products.filter((p) => p.category_id === c.categoriesID).length;
      return `Position ${c.sortOrder}${c.vatRate === undefined ? '' : ` · MwSt. ${c.vatRate} %`} · ${count} Produkte`;
    },
    toForm: (c) => ({
      categoriesName: c?.categoriesName ?? '',
      sortOrder: String(c?.sortOrder ?? ''),
      vatRate: String(c?.vatRate ?? 7),
      ...behaviourForm(c, false),
      ...presentationForm(c),
    }),
    toBody: (v: FormValues) => ({
      categoriesName: v.categoriesName,
      sortOrder: integerValue(v.sortOrder) ?? undefined,
      vatRate: Number(v.vatRate),
      ...behaviourBody(v, false),
      countsForKitchenCapacity: v.countsForKitchenCapacity === true,
      onKitchenTickets: v.onKitchenTickets === true,
      illustration: v.illustration,
      variantLabel: v.variantLabel,
      optionLabel: v.optionLabel,
    }),
    removeLabel: OFF_MENU,
    removeText: (c) => `Die Kategorie „${c.categoriesName}“ wird nicht mehr angezeigt. Bisherige Bestellungen bleiben unverändert.`,
  };
}

export function extraSpec(menu: AdminMenu): RowSpec<AdminExtra> {
  const categoryOf = (id: number) => menu.categories.find((c) => c.categoriesID === id)?.categoriesName ?? '–';
  return {
    noun: 'Extra',
    resource: adminApi.extras,
    schema: extraBodySchema,
    fields: [
      nameField('extra_name'),
      { name: 'categoryID', label: 'Kategorie', kind: 'select', options: menu.categories.map((c) => ({ value: String(c.categoriesID), label: c.categoriesName })) },
      priceField('price'),
      ALLERGEN_FIELD,
      ADDITIVE_FIELD,
    ],
    nameOf: (e) => e.extra_name,
    summary: (e) => `${categoryOf(e.categoryID)} · ${formatEuroAmount(e.price)}${codes(e)}`,
    toForm: (e) => ({
      extra_name: e?.extra_name ?? '',
      categoryID: String(e?.categoryID ?? menu.categories[0]?.categoriesID ?? ''),
      price: euroText(e?.price),
      ...labelsForm(e ?? {}),
    }),
    toBody: (v) => ({ extra_name: v.extra_name, categoryID: Number(v.categoryID), price: euroValue(v.price), ...labelsBody(v) }),
    soldOut: true,
    removeLabel: OFF_MENU,
    removeText: (e) => offMenuText(e.extra_name),
  };
}

export function dressingSpec(menu: Pick<AdminMenu, 'dressings'>): RowSpec<AdminDressing> {
  const rows = menu.dressings.map((d) => ({ group: d.group, name: d.dressingName }));
  return {
    noun: 'Dressing/Sauce',
    resource: adminApi.dressings,
    schema: dressingBodySchema,
    fields: [nameField('dressingName'), groupField, ALLERGEN_FIELD, ADDITIVE_FIELD],
    nameOf: (d) => d.dressingName,
    summary: (d) => `${groupMates(d.group, d.dressingName, rows)}${codes(d)}`,
    toForm: (d) => ({ dressingName: d?.dressingName ?? '', group: d?.group ?? '', ...labelsForm(d ?? {}) }),
    toBody: (v) => ({ dressingName: v.dressingName, group: v.group, ...labelsBody(v) }),
    soldOut: true,
    removeLabel: OFF_MENU,
    removeText: (d) => offMenuText(d.dressingName),
  };
}

export function dipSpec(menu: Pick<AdminMenu, 'dips'>): RowSpec<AdminDip> {
  const rows = menu.dips.map((d) => ({ group: d.group, name: d.dipName }));
  return {
    noun: 'Dip',
    resource: adminApi.dips,
    schema: dipBodySchema,
    fields: [nameField('dipName'), priceField('price'), groupField, ALLERGEN_FIELD, ADDITIVE_FIELD],
    nameOf: (d) => d.dipName,
    summary: (d) => `${formatEuroAmount(d.price)} · ${groupMates(d.group, d.dipName, rows)}${codes(d)}`,
    toForm: (d) => ({ dipName: d?.dipName ?? '', price: euroText(d?.price), group: d?.group ?? '', ...labelsForm(d ?? {}) }),
    toBody: (v) => ({ dipName: v.dipName, price: euroValue(v.price), group: v.group, ...labelsBody(v) }),
    soldOut: true,
    removeLabel: OFF_MENU,
    removeText: (d) => offMenuText(d.dipName),
  };
}

export { OFF_MENU, nameField, offMenuText, orderField, priceField };
