import { labelCodes, labelLegend, type FoodLabels } from '@pizzeria/domain';

/** An option's allergen letters and additive numbers, raised after its name as menus print them; read out in words. */
export function FoodLabelCodes({ option }: { option: FoodLabels }) {
  const codes = labelCodes(option);
  if (codes.length === 0) return null;
  return (
    <>
      <sup className="food-codes" aria-hidden="true">
        {codes.join(', ')}
      </sup>
      <span className="visually-hidden">
        {' '}
        (enthält:{' '}
        {labelLegend([option])
          .map((l) => l.name)
          .join(', ')}
        )
      </span>
    </>
  );
}

/** What the codes of the offered options mean; nothing when none of them carries one. */
export function FoodLabelLegend({ options }: { options: readonly FoodLabels[] }) {
  const legend = labelLegend(options);
  if (legend.length === 0) return null;
  return (
    <section className="food-legend" aria-label="Allergene und Zusatzstoffe der Auswahl">
      <h3 className="food-legend__title">Allergene und Zusatzstoffe der Auswahl</h3>
      <p className="food-legend__list">
        {legend.map((l) => (
          <span key={l.code} className="food-legend__item">
            <b>{l.code}</b> {l.name}
          </span>
        ))}
      </p>
    </section>
  );
}
