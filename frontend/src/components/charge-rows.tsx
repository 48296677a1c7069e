import { formatEuro, type Cents } from '@pizzeria/domain';

/**
 * The rows of a totals list between the goods and the total: the deposit when there is one, and
 * for a delivery its fee ("kostenlos" only where the zone charges nothing). `deliveryFeeCents`
 * null: pickup, no delivery row.
 */
export function ChargeRows({ depositCents, deliveryFeeCents }: { depositCents: Cents; deliveryFeeCents: Cents | null }) {
  return (
    <>
      {depositCents > 0 && (
        <div>
          <dt>Pfand</dt>
          <dd>{formatEuro(depositCents)}</dd>
        </div>
      )}
      {deliveryFeeCents !== null && (
        <div>
          <dt>{deliveryFeeCents > 0 ? 'Liefergebühr' : 'Lieferung'}</dt>
          <dd>{deliveryFeeCents > 0 ? formatEuro(deliveryFeeCents) : 'kostenlos'}</dd>
        </div>
      )}
    </>
  );
}
