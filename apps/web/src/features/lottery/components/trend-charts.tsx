import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Frequency, positionDistribution, trendShape, valueFrequency } from '../model/trends.ts';

const EDGE = 3;
const BAR = 18;
const GAP = 6;
const HEIGHT = 120;
const CELL = 30;
/** Screen pixels per chart unit at most. */
const SCALE = 1.25;

type Drawn = { balls: readonly number[] | null };

/** Counts per value as bars, the hottest in the warm colour and the coldest in the accent. */
function HotColdChart({ frequency, title }: { frequency: Frequency[]; title: string }): ReactNode {
  const { t } = useTranslation('lottery');
  const hot = new Set(frequency.slice(0, EDGE).map(({ value }) => value));
  const cold = new Set(frequency.slice(-EDGE).map(({ value }) => value));
  const byValue = [...frequency].sort((a, b) => a.value - b.value);
  const top = Math.max(1, ...frequency.map(({ count }) => count));
  const width = byValue.length * (BAR + GAP);
  const summary = `${t('trends.hot')}: ${[...hot].join(', ')}. ${t('trends.cold')}: ${[...cold].join(', ')}.`;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}. ${summary}`}
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        // Drawn at about its own size: a few values stretched across a wide screen read as a poster.
        style={{ maxWidth: width * SCALE }}
        className="h-auto w-full"
      >
        {byValue.map(({ value, count }, index) => {
          const height = Math.max(2, (count / top) * HEIGHT);
          const x = index * (BAR + GAP);
          const fill = hot.has(value)
            ? 'var(--color-warm)'
            : cold.has(value)
              ? 'var(--color-accent)'
              : 'var(--color-ink-subtle)';
          return (
            <g key={value}>
              <title>{t('trends.count', { value, count })}</title>
              <rect x={x} y={HEIGHT - height} width={BAR} height={height} rx={3} fill={fill} />
              <text
                x={x + BAR / 2}
                y={HEIGHT + 14}
                textAnchor="middle"
                fontSize={10}
                fill="var(--color-ink-muted)"
              >
                {value}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="flex gap-4 text-xs text-ink-muted">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-warm" />
          {t('trends.hot')}: {[...hot].join(', ')}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent" />
          {t('trends.cold')}: {[...cold].join(', ')}
        </span>
      </p>
    </figure>
  );
}

/** Per position, how often each value came up: a grid shaded by count. */
function PositionChart({
  grid,
  values,
  title,
}: {
  grid: number[][];
  values: number[];
  title: string;
}): ReactNode {
  const { t } = useTranslation('lottery');
  const top = Math.max(1, ...grid.flat());
  const label = CELL * 1.6;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${label + values.length * CELL} ${(grid.length + 1) * CELL}`}
        style={{ maxWidth: (label + values.length * CELL) * SCALE }}
        className="h-auto w-full"
      >
        {values.map((value, column) => (
          <text
            key={value}
            x={label + column * CELL + CELL / 2}
            y={CELL * 0.65}
            textAnchor="middle"
            fontSize={11}
            fill="var(--color-ink-muted)"
          >
            {value}
          </text>
        ))}
        {grid.map((row, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed for a family
          <g key={position}>
            <text x={0} y={(position + 1) * CELL + CELL * 0.65} fontSize={11} fill="var(--color-ink-muted)">
              {t('row.ball', { n: position + 1 })}
            </text>
            {row.map((count, column) => (
              <g key={values[column]}>
                <title>{`${t('row.ball', { n: position + 1 })} · ${t('trends.count', { value: values[column], count })}`}</title>
                <rect
                  x={label + column * CELL + 1}
                  y={(position + 1) * CELL + 1}
                  width={CELL - 2}
                  height={CELL - 2}
                  rx={4}
                  fill="var(--color-accent)"
                  fillOpacity={0.08 + (0.85 * count) / top}
                />
                <text
                  x={label + column * CELL + CELL / 2}
                  y={(position + 1) * CELL + CELL * 0.65}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--color-ink)"
                >
                  {count}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** Hot and cold numbers and, where it means something, the distribution by position. */
export function TrendCharts({ family, draws }: { family: string; draws: readonly Drawn[] }): ReactNode {
  const { t } = useTranslation('lottery');
  const drawn = draws.filter((draw) => draw.balls !== null);
  if (drawn.length === 0)
    return <p className="py-6 text-center text-sm text-ink-muted">{t('trends.none')}</p>;
  const shape = trendShape(family);
  return (
    <div className="flex flex-col gap-6" data-testid="trends">
      <HotColdChart
        frequency={valueFrequency(drawn, shape)}
        title={t('trends.hotCold', { count: drawn.length })}
      />
      {shape.positions > 0 && (
        <PositionChart
          grid={positionDistribution(drawn, shape)}
          values={shape.values}
          title={t('trends.positions')}
        />
      )}
    </div>
  );
}
