import type { Bonus } from '@platform/contracts/promotions/schemas';
import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';

/**
 * A bonus with its wagering: how much of the requirement valid bets have played through. Bonuses are
 * played through in claim order, so a later one says it waits for the earlier one.
 */
export function BonusProgress({ bonus, currency }: { bonus: Bonus; currency: string }): ReactNode {
  const { t } = useTranslation('promotions');
  const money = useMoneyFormat();
  const isReleased = bonus.status === 'released';
  return (
    <div className="flex flex-col gap-2" data-testid="bonus-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm text-ink-muted">{t('bonus.amount')}</span>
        <span className="text-lg font-bold tabular-nums">{money(bonus.amount, currency)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('bonus.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progress}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className={cn('h-full rounded-full', isReleased ? 'bg-success' : 'bg-accent')}
          style={{ width: `${bonus.progress}%` }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="tabular-nums">
          {t('bonus.wagered', {
            wagered: money(bonus.wagered, currency),
            required: money(bonus.wageringRequired, currency),
          })}
        </span>
        <span className={cn('font-semibold', isReleased ? 'text-success-text' : 'text-warm-text')}>
          {isReleased ? t('bonus.released') : bonus.waiting ? t('bonus.waiting') : `${bonus.progress}%`}
        </span>
      </div>
    </div>
  );
}
