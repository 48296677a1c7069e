import type { ChartOptions } from 'chart.js';
import { formatEuroAmount } from '@pizzeria/domain';

/**
 * The page's own face at a size read from the counter chair: chart.js draws on a canvas, which takes
 * neither the page's font nor its colour, and its default 12 px grey is too faint beside the tables.
 */
export const CHART_FONT = { family: "'Inter Variable', system-ui, sans-serif", size: 14 } as const;
const TEXT = '#2b211b';

/** Bars of revenue on the left axis (euro), the number of orders as a line on the right one. */
export function revenueChartOptions(): ChartOptions<'bar' | 'line'> {
  const ticks = { font: CHART_FONT, color: TEXT };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    color: TEXT,
    font: CHART_FONT,
    scales: {
      x: { ticks },
      revenue: { type: 'linear', position: 'left', beginAtZero: true, ticks: { ...ticks, callback: (v) => formatEuroAmount(Number(v)) } },
      orders: { type: 'linear', position: 'right', beginAtZero: true, ticks: { ...ticks, precision: 0 }, grid: { drawOnChartArea: false } },
    },
    plugins: {
      legend: { labels: { font: CHART_FONT, color: TEXT } },
      tooltip: {
        titleFont: CHART_FONT,
        bodyFont: CHART_FONT,
        callbacks: {
          label: (item) => (item.dataset.yAxisID === 'revenue' ? `Umsatz: ${formatEuroAmount(Number(item.raw))}` : `Bestellungen: ${String(item.raw)}`),
        },
      },
    },
  };
}
