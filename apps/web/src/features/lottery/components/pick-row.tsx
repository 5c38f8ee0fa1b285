import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayRow } from '../model/bet-count.ts';
import { pickLabel, rowLabel } from '../model/labels.ts';

type PickRowProps = {
  row: PlayRow;
  picks: readonly (number | string)[];
  onChange: (picks: (number | string)[]) => void;
};

/** One row of a play type: its options as toggle buttons (balls round, named sides as pills). */
export function PickRow({ row, picks, onChange }: PickRowProps): ReactNode {
  const { t } = useTranslation('lottery');
  const label = rowLabel(t, row.key);
  const toggle = (option: number | string) => {
    const next = picks.includes(option) ? picks.filter((pick) => pick !== option) : [...picks, option];
    if (next.length <= row.max) onChange(row.options.filter((candidate) => next.includes(candidate)));
  };

  return (
    <fieldset className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <legend className="contents">
        <span className="flex shrink-0 flex-col text-sm font-semibold sm:w-28 sm:pt-2.5">
          {label}
          {row.min > 1 && (
            <span className="text-xs font-normal text-ink-muted">
              {t('picker.pickAtLeast', { count: row.min })}
            </span>
          )}
        </span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {row.options.map((option) => {
          const isPicked = picks.includes(option);
          return (
            <button
              key={String(option)}
              type="button"
              aria-pressed={isPicked}
              aria-label={`${label} ${pickLabel(t, option)}`}
              onClick={() => toggle(option)}
              className={cn(
                'grid min-h-11 min-w-11 place-items-center border text-sm font-bold tabular-nums transition-colors',
                typeof option === 'number' ? 'rounded-full' : 'rounded-xl px-4',
                isPicked
                  ? 'border-accent bg-accent text-accent-ink shadow-[0_6px_18px_-8px_var(--accent-glow)]'
                  : 'border-line bg-surface-2 text-ink hover:border-accent/60',
              )}
            >
              {pickLabel(t, option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
