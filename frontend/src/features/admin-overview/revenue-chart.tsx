import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { OverviewSeriesPoint } from '@pizzeria/domain';
import { revenueChartOptions } from './revenue-chart-options';

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Revenue as bars (left axis, euro) and the number of orders as a line (right axis). */
export function RevenueChart({ series }: { series: OverviewSeriesPoint[] }) {
  return (
    <figure className="overview-chart">
      <figcaption>Umsatz und Bestellungen im Zeitraum</figcaption>
      <div className="overview-chart__canvas">
        <Chart
          type="bar"
          aria-label="Diagramm: Umsatz und Anzahl der Bestellungen"
          role="img"
          data={{
            labels: series.map((p) => p.label),
            datasets: [
              { type: 'bar', label: 'Umsatz (€)', data: series.map((p) => p.revenue), backgroundColor: '#b3302a', yAxisID: 'revenue' },
              {
                type: 'line',
                label: 'Bestellungen',
                data: series.map((p) => p.orders),
                borderColor: '#3d7a37',
                backgroundColor: '#3d7a37',
                yAxisID: 'orders',
              },
            ],
          }}
          options={revenueChartOptions()}
        />
      </div>
    </figure>
  );
}
