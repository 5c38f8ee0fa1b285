import { type ReactNode, useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = {
  /** Period keys (YYYY-MM-DD or YYYY-MM), oldest first. */
  keys: string[];
  series: { label: string; values: number[]; color: string }[];
  label: string;
};

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Seconds of a period key's first day, as uPlot's time axis counts them. */
const secondsOf = (key: string) =>
  Date.parse(key.length === 7 ? `${key}-01T00:00:00Z` : `${key}T00:00:00Z`) / 1000;

/**
 * The figures by period as lines (uPlot, loaded with this module only when a chart is shown). It fills
 * its box's width and redraws when the box or the figures change.
 */
export default function GgrChart({ keys, series, label }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const ink = cssColor('--ink-muted', '#888');
    const grid = cssColor('--line', '#8884');
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 260,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: true },
        axes: [axis, { ...axis, size: 70 }],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: keys.length < 40 },
          })),
        ],
      },
      [keys.map(secondsOf), ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [keys, series]);
  return <div ref={box} role="img" aria-label={label} className="w-full text-ink-muted" />;
}
