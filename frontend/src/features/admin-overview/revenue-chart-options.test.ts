import { revenueChartOptions } from './revenue-chart-options';

describe('revenueChartOptions', () => {
  it('draws the legend, both axes and the tooltip in the page’s face at 12 px or more', () => {
    const options = revenueChartOptions();
    const fonts = [
      options.plugins?.legend?.labels?.font,
      options.scales?.x?.ticks?.font,
      options.scales?.revenue?.ticks?.font,
      options.scales?.orders?.ticks?.font,
      options.plugins?.tooltip?.bodyFont,
    ] as { size?: number; family?: string }[];
    for (const font of fonts) {
      expect(font.size).toBeGreaterThanOrEqual(12);
      expect(font.family).toContain('Inter');
    }
  });
});
