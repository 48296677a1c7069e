import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatEuro, toCents } from '@pizzeria/domain';
import type { OverviewSeriesPoint } from '@pizzeria/domain';

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
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              revenue: { type: 'linear', position: 'left', beginAtZero: true, ticks: { callback: (v) => formatEuro(toCents(Number(v))) } },
              orders: { type: 'linear', position: 'right', beginAtZero: true, ticks: { precision: 0 }, grid: { drawOnChartArea: false } },
            },
            plugins: {
              tooltip: {
                callbacks: {
                  label: (item) => (item.dataset.yAxisID === 'revenue' ? `Umsatz: ${formatEuro(toCents(Number(item.raw)))}` : `Bestellungen: ${String(item.raw)}`),
                },
              },
            },
          }}
        />
      </div>
    </figure>
  );
}
