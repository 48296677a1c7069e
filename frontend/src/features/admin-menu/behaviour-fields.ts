import type { FieldSpec, FormValues } from './field-form';
import { BEHAVIOUR_KEYS, DEFAULT_BEHAVIOUR, type BehaviourOverrides, type MenuBehaviour as Behaviour } from '@pizzeria/domain';
import type { AdminMenu } from './menu-admin-api';
import { groupLabels } from './option-groups';

/** Form sentinels: a product may take its category's setting, and a group or choice may be "none". */
const INHERIT = '__inherit__';
const NONE = '__none__';

type Option = { value: string; label: string };

const yesNo = (yes: string, no: string): Option[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const CHOICE: Option[] = [
  { value: NONE, label: 'Freiwillig' },
  { value: 'dressing', label: 'Dressing erforderlich' },
  { value: 'sauce', label: 'Sauce erforderlich' },
];
const PRICE_FROM: Option[] = [
  { value: 'variant', label: 'Preis der Größe/Variante' },
  { value: 'product', label: 'Preis des Produkts' },
];
/** How a line reads in the cart, on receipts and in the kitchen, shown as an example people recognise. */
const LINE_DETAIL: Option[] = [
  { value: 'default', label: 'Standard: Größe, dann Sauce/Dressing, Extras, Dips (z. B. „Groß · Extras: Salami“)' },
  { value: 'sauce-and-variant', label: 'Die gewählte Sauce zuerst (z. B. „Sauce: Jägersoße · mit Pommes frites“)' },
  { value: 'dip', label: 'Der gewählte Dip zuerst (z. B. „Dip: Knoblauch-Dip · Groß“)' },
  { value: 'variant', label: 'Die Größe zuerst (z. B. „Groß · Ketchup“)' },
];
const BOOLEAN_KEYS: readonly (keyof Behaviour)[] = ['addDirectly', 'showVariantSelector', 'offersExtras'];

/** The behaviour selects; on a product each one starts with "Wie Kategorie". Groups are named by their members. */
export function behaviourFields(menu: Pick<AdminMenu, 'groups' | 'dressings' | 'dips'>, inherit: boolean): FieldSpec[] {
  const { groups } = menu;
  const labels = groupLabels(menu);
  const options = (list: Option[]) => (inherit ? [{ value: INHERIT, label: 'Wie Kategorie' }, ...list] : list);
  const groupOptions = (names: readonly string[], kind: 'dressing' | 'dip') =>
    options([{ value: NONE, label: 'Keine' }, ...names.map((n) => ({ value: n, label: labels[kind].get(n) ?? n }))]);
  return [
    { name: 'addDirectly', label: 'Bestellen', kind: 'select', options: options(yesNo('Direkt in den Warenkorb', 'Im Popup anpassen')) },
    { name: 'dressingGroup', label: 'Dressings/Saucen', kind: 'select', options: groupOptions(groups.dressing, 'dressing') },
    { name: 'requiredChoice', label: 'Auswahl', kind: 'select', options: options(CHOICE) },
    { name: 'dipGroup', label: 'Dips', kind: 'select', options: groupOptions(groups.dip, 'dip') },
    { name: 'offersExtras', label: 'Extras', kind: 'select', options: options(yesNo('Extras der Kategorie anbieten', 'Keine Extras')) },
    { name: 'priceFrom', label: 'Grundpreis', kind: 'select', options: options(PRICE_FROM) },
    { name: 'showVariantSelector', label: 'Größenauswahl', kind: 'select', options: options(yesNo('Anzeigen', 'Nicht anzeigen')) },
    { name: 'lineDetail', label: 'Anzeige im Warenkorb', kind: 'select', options: options(LINE_DETAIL) },
  ];
}

/** Form values of a category's defaults, or of a product's own settings (null = "Wie Kategorie"). */
export function behaviourForm(values: Partial<Behaviour> | BehaviourOverrides | null, inherit: boolean): FormValues {
  return Object.fromEntries(
    BEHAVIOUR_KEYS.map((key) => {
      const value = values?.[key];
      if (inherit && (value === null || value === undefined)) return [key, INHERIT];
      const shown = value === undefined ? DEFAULT_BEHAVIOUR[key] : value;
      return [key, shown === null || shown === '' || shown === 'none' ? NONE : String(shown)];
    }),
  );
}

/** The behaviour as the server takes it: a category says null for "none", a product '' or 'none' (its null means the default). */
export function behaviourBody(values: FormValues, inherit: boolean): Record<string, unknown> {
  return Object.fromEntries(
    BEHAVIOUR_KEYS.map((key) => {
      const value = values[key];
      if (value === INHERIT) return [key, null];
      if (value === NONE) return [key, inherit ? (key === 'requiredChoice' ? 'none' : '') : null];
      if (BOOLEAN_KEYS.includes(key)) return [key, value === 'true'];
      return [key, value];
    }),
  );
}
