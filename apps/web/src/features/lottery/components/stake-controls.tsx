import { Button } from '@platform/ui/button.tsx';
import { Minus, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_MULTIPLIER = 10_000;

type StakeControlsProps = {
  unitAmount: string;
  onUnitAmountChange: (value: string) => void;
  multiplier: number;
  onMultiplierChange: (value: number) => void;
  limits: string;
};

/** The stake per bet and the multiplier, with the game's per-bet limits beside them. */
export function StakeControls(props: StakeControlsProps): ReactNode {
  const { t } = useTranslation('lottery');
  const unitId = useId();
  const multiplierId = useId();
  const setMultiplier = (value: number) =>
    props.onMultiplierChange(Math.min(MAX_MULTIPLIER, Math.max(1, Math.trunc(value) || 1)));

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={unitId} className="text-xs font-semibold text-ink-muted">
          {t('amount.unit')}
        </label>
        <input
          id={unitId}
          inputMode="decimal"
          autoComplete="off"
          value={props.unitAmount}
          onChange={(event) => props.onUnitAmountChange(event.target.value.trim())}
          className="min-h-11 rounded-xl border border-line bg-surface-2 px-3 text-base tabular-nums"
        />
        <span className="text-xs text-ink-subtle">{props.limits}</span>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={multiplierId} className="text-xs font-semibold text-ink-muted">
          {t('amount.multiplier')}
        </label>
        <div className="flex items-center gap-1.5">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('amount.less')}
            onClick={() => setMultiplier(props.multiplier - 1)}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <input
            id={multiplierId}
            inputMode="numeric"
            value={props.multiplier}
            onChange={(event) => setMultiplier(Number(event.target.value))}
            className="min-h-11 w-20 rounded-xl border border-line bg-surface-2 px-3 text-center text-base tabular-nums"
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('amount.more')}
            onClick={() => setMultiplier(props.multiplier + 1)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}
