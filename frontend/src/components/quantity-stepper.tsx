import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, for the buttons' accessible names, e.g. "Pizza Margherita". */
  label: string;
  size?: 'sm' | 'md';
}

export function QuantityStepper({ value, min, max, onChange, label, size = 'md' }: QuantityStepperProps) {
  const removes = min === 0 && value === 1;
  return (
    <div className={`quantity-stepper quantity-stepper-${size}`} role="group" aria-label={`Menge: ${label}`}>
      <button
        type="button"
        className="quantity-button"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={removes ? `${label} entfernen` : `${label}: Menge verringern`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <output className="quantity-value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="quantity-button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={`${label}: Menge erhöhen`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
