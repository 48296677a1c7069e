import type { DateFilter, PeriodChoice } from './overview-data';

const FILTERS: { value: DateFilter; label: string }[] = [
  { value: 'total', label: 'Gesamt' },
  { value: 'today', label: 'Heute' },
  { value: 'week', label: 'Woche' },
  { value: 'month', label: 'Monat' },
  { value: 'custom', label: 'Tag' },
  { value: 'range', label: 'Zeitraum' },
];

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="overview-filter__date">
      <span>{label}</span>
      <input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The period buttons; a day or a range shows its date fields, and picking a date selects its filter. */
export function OverviewFilters({ choice, onChange }: { choice: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  return (
    <div className="overview-filter">
      <div role="group" aria-label="Zeitraum" className="overview-filter__buttons">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="overview-filter__button"
            aria-pressed={choice.filter === f.value}
            onClick={() => onChange({ ...choice, filter: f.value })}
          >
            {f.label}
          </button>
        ))}
      </div>
      {choice.filter === 'custom' && <DateField label="Datum wählen" value={choice.customDate} onChange={(customDate) => onChange({ ...choice, customDate })} />}
      {choice.filter === 'range' && (
        <div className="overview-filter__range">
          <DateField label="Von" value={choice.from} onChange={(from) => onChange({ ...choice, from })} />
          <DateField label="Bis" value={choice.to} onChange={(to) => onChange({ ...choice, to })} />
        </div>
      )}
      {choice.filter === 'range' && choice.from && choice.to && choice.from > choice.to && (
        <p className="overview-filter__hint" role="alert">
          „Von“ muss vor „Bis“ liegen.
        </p>
      )}
    </div>
  );
}
