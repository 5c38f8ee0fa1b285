import type { TeamOverview } from '@platform/contracts/agents/report-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Day = TeamOverview['days'][number];

const HEIGHT = 160;

/**
 * The period's bets (accent) and the members' result (green up, red down) day by day. A chart of
 * money needs no precision a float could spoil: the bars are only proportions, the figures are above.
 */
export function DayChart({ days }: { days: readonly Day[] }): ReactNode {
  const { t } = useTranslation('agent');
  const values = days.flatMap((day) => [Number(day.bets), Math.abs(Number(day.profit))]);
  const largest = Math.max(1, ...values);
  const slot = 100 / Math.max(days.length, 1);
  const bar = Math.min(slot * 0.35, 6);
  const half = HEIGHT / 2;
  const scale = (value: number) => (Math.abs(value) / largest) * (half - 8);
  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-0 p-4">
      <figcaption className="flex flex-wrap items-center gap-4 text-xs text-ink-muted">
        <span className="font-semibold text-ink">{t('overview.chart')}</span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent" />
          {t('column.bets')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-success" />
          {t('column.profit')}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={t('overview.chartLabel', { days: days.length })}
      >
        <line x1="0" x2="100" y1={half} y2={half} className="stroke-line" strokeWidth="0.4" />
        {days.map((day, index) => {
          const x = index * slot + slot / 2;
          const profit = Number(day.profit);
          const profitHeight = scale(profit);
          return (
            <g key={day.day}>
              <rect
                x={x - bar}
                y={half - scale(Number(day.bets))}
                width={bar}
                height={scale(Number(day.bets))}
                className="fill-accent"
              />
              <rect
                x={x}
                y={profit >= 0 ? half - profitHeight : half}
                width={bar}
                height={profitHeight}
                className={profit >= 0 ? 'fill-success' : 'fill-danger'}
              />
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-ink-muted tabular-nums">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </div>
    </figure>
  );
}
