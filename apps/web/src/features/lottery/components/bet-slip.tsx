import { Button } from '@platform/ui/button.tsx';
import { ReceiptText, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playLabel, selectionText } from '../model/labels.ts';
import { type SlipLine, slipTotal } from '../model/slip.ts';

const MIN_CHASE = 2;
const MAX_CHASE = 120;

export type Chase = { draws: number; stopOnWin: boolean };

type BetSlipProps = {
  lines: readonly SlipLine[];
  onRemove: (id: string) => void;
  scale: number;
  money: (amount: string) => string;
  canPlace: boolean;
  isPlacing: boolean;
  onPlace: (chase: Chase | undefined) => void;
};

/** The slip: its lines with their stakes, the total, an optional chase over the next draws, and place. */
export function BetSlip(props: BetSlipProps): ReactNode {
  const { t } = useTranslation('lottery');
  const chaseId = useId();
  const drawsId = useId();
  const stopId = useId();
  const [isChasing, setIsChasing] = useState(false);
  const [drawsText, setDrawsText] = useState('5');
  const draws = Math.min(MAX_CHASE, Math.max(MIN_CHASE, Math.trunc(Number(drawsText)) || MIN_CHASE));
  const [stopOnWin, setStopOnWin] = useState(true);
  const total = slipTotal(props.lines, props.scale);

  return (
    <section
      aria-labelledby="slip-title"
      className="flex min-w-0 flex-col gap-4 rounded-3xl border border-line bg-surface-1 p-4 shadow-card sm:p-5"
    >
      <h2 id="slip-title" className="flex items-center gap-2 text-lg font-bold">
        <ReceiptText aria-hidden="true" className="size-5 text-accent-text" />
        {t('slip.title')}
      </h2>
      {props.lines.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          {t('slip.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="slip-lines">
          {props.lines.map((line) => (
            <li key={line.id} className="flex items-start gap-2 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{playLabel(t, line.playType)}</p>
                <p className="truncate text-sm text-accent-text tabular-nums">
                  {selectionText(t, line.selection)}
                </p>
                <p className="text-xs text-ink-muted tabular-nums">
                  {t('slip.line', {
                    count: line.betCount,
                    unit: props.money(line.unitAmount),
                    multiplier: line.multiplier,
                  })}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('slip.remove')}
                onClick={() => props.onRemove(line.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-3">
        <label htmlFor={chaseId} className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input
            id={chaseId}
            type="checkbox"
            checked={isChasing}
            onChange={(event) => setIsChasing(event.target.checked)}
            className="size-5 accent-[var(--color-accent)]"
          />
          {t('slip.chase')}
        </label>
        {isChasing && (
          <div className="flex flex-wrap items-center gap-4">
            <label htmlFor={drawsId} className="flex items-center gap-2 text-sm">
              {t('slip.chaseDraws')}
              <input
                id={drawsId}
                inputMode="numeric"
                value={drawsText}
                onChange={(event) => setDrawsText(event.target.value.trim())}
                onBlur={() => setDrawsText(String(draws))}
                className="min-h-11 w-20 rounded-xl border border-line bg-surface-1 px-3 text-center tabular-nums"
              />
            </label>
            <label htmlFor={stopId} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                id={stopId}
                type="checkbox"
                checked={stopOnWin}
                onChange={(event) => setStopOnWin(event.target.checked)}
                className="size-5 accent-[var(--color-accent)]"
              />
              {t('slip.stopOnWin')}
            </label>
          </div>
        )}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-xs text-ink-muted">{t('slip.total')}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="slip-total">
            {props.money(total)}
          </p>
          {isChasing && (
            <p className="text-xs text-ink-muted tabular-nums">
              {t('slip.chaseTotal', {
                draws,
                amount: props.money(slipTotal(props.lines, props.scale, draws)),
              })}
            </p>
          )}
        </div>
        <Button
          size="lg"
          disabled={props.lines.length === 0 || !props.canPlace || props.isPlacing}
          aria-busy={props.isPlacing}
          onClick={() => props.onPlace(isChasing ? { draws, stopOnWin } : undefined)}
        >
          {t('slip.place')}
        </Button>
      </div>
    </section>
  );
}
