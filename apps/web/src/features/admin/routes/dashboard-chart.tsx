import type { Locale } from '@orioni/contracts/constants';
import { NUMBER_FORMATS } from '@orioni/contracts/format';
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One series of a chart: its label, colour and values (lari, counts), one per x. */
export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const PALETTE = {
  primary: '#2f3bcb',
  accent: '#0e8f8f',
  danger: '#c62f3f',
  warning: '#9a6400',
  muted: '#5c6283',
  success: '#157a54',
} as const;
export const CHART_COLORS = PALETTE;

/**
 * A value on the y axis (lari or a count) as the page's language writes numbers (decision 31):
 * "16 000" and "2,5" in Georgian and Russian, "16,000" and "2.5" in English. uPlot's own labels
 * followed the browser's language, not the page's.
 */
export function axisNumber(value: number, locale: Locale): string {
  const { group, decimal } = NUMBER_FORMATS[locale];
  const [whole, fraction] = String(Math.round(Math.abs(value) * 100) / 100).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** Unit of a bar facet's values: the x scale's own (uPlot's `BarsPathBuilderFacetUnit.ScaleValue`, a const enum). */
const SCALE_VALUE = 1 as const;

/** Bars of series `n` of `count`, side by side within 0.8 of each category (its left edge and width in x values). */
function groupedBars(xs: number[], n: number, count: number) {
  const width = 0.8 / count;
  return uPlot.paths.bars!({
    disp: {
      x0: { unit: SCALE_VALUE as never, values: () => xs.map((x) => x - 0.4 + n * width) },
      size: { unit: SCALE_VALUE as never, values: () => xs.map(() => width) },
    },
  });
}

/**
 * A chart drawn by uPlot (ADR 034: the dashboard's kept chart library, in this page's chunk only).
 * The x axis is the index of a category (a day, a month, a product), labelled by `labels`; `bars`
 * draws bars (grouped when there are several series), otherwise lines. The canvas is hidden from
 * screen readers: the figure's table view carries the same numbers, and the canvas names itself.
 *
 * The box is its final size from the first paint (the server renders it empty; issue 30 item 1):
 * the plot's height is fixed and the legend is ours, in the markup, not the library's (which
 * appeared under the plot only once drawn and moved everything below it). The plot is drawn one
 * chart a task (`drawSoon`), so a page of charts does not start with one long task.
 */
export function DashboardChart({
  labels,
  series,
  bars = false,
  label,
  locale,
  height = 240,
}: {
  labels: string[];
  series: ChartSeries[];
  bars?: boolean;
  label: string;
  /** The page's language: the y axis writes its numbers in its convention. */
  locale: Locale;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    const cancel = drawSoon(() => {
      const xs = labels.map((_, i) => i);
      const data: AlignedData = [xs, ...series.map((s) => s.values)];
      const options: Options = {
        width: Math.max(element.clientWidth, 280),
        height,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: [-0.6, labels.length - 0.4] },
          // Bars and counts start at zero (a bar from 35 reads as a different number); a line of money may not.
          y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
            stroke: PALETTE.muted,
            grid: { show: false },
          },
          {
            values: (_u, splits) => splits.map((v) => axisNumber(v, locale)),
            stroke: PALETTE.muted,
            size: 64,
            grid: { stroke: '#e2e5f0' },
          },
        ],
        series: [
          {},
          ...series.map((s, n) => ({
            label: s.label,
            stroke: s.color,
            fill: bars ? s.color : undefined,
            width: bars ? 0 : 2,
            points: { show: !bars && labels.length <= 31 },
            paths: bars ? groupedBars(xs, n, series.length) : undefined,
          })),
        ],
      };
      const drawn = new uPlot(options, data, element);
      drawn.root.querySelector('canvas')?.setAttribute('aria-hidden', 'true');
      resize = new ResizeObserver(() => drawn.setSize({ width: Math.max(element.clientWidth, 280), height }));
      resize.observe(element);
      chart = drawn;
    });
    return () => {
      cancel();
      resize?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, bars, height, locale]);
  return (
    <div className="dashboard-chart" role="img" aria-label={label}>
      <div ref={box} className="dashboard-chart__plot" style={{ height }} />
      <ul className="dashboard-chart__legend">
        {series.map((s) => (
          <li key={s.label}>
            <span className="dashboard-chart__swatch" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Charts waiting to be drawn, in the order they mounted; one is drawn a task. */
const waiting: (() => void)[] = [];
let draining = false;

/** Draws a chart in a task of its own after the ones before it; returns a cancel (for an unmount first). */
function drawSoon(draw: () => void): () => void {
  let cancelled = false;
  waiting.push(() => {
    if (!cancelled) draw();
  });
  if (!draining) {
    draining = true;
    window.setTimeout(drainOne, 0);
  }
  return () => {
    cancelled = true;
  };
}

function drainOne() {
  waiting.shift()?.();
  if (waiting.length > 0) window.setTimeout(drainOne, 0);
  else draining = false;
}
