/** The colours a chart draws with: the app's own, so the chart follows its theme. */
export interface ChartColors {
  readonly up: string;
  readonly down: string;
  /** Volume bars: the candle's colour, faded so the candles stay in front. */
  readonly upSoft: string;
  readonly downSoft: string;
  readonly text: string;
  readonly grid: string;
  readonly background: string;
}

/**
 * Reads the chart's colours from the CSS variables in effect at `element` (spec §1: up green, down
 * red). A canvas cannot take `var(--…)`, so the values are read once, when the chart is drawn.
 */
export const chartColors = (element: Element): ChartColors => {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    up: read('--c-up'),
    down: read('--c-down'),
    upSoft: read('--c-up-soft'),
    downSoft: read('--c-down-soft'),
    text: read('--c-text-3'),
    grid: read('--c-border'),
    background: read('--c-surface'),
  };
};
