import { RECORD_TYPES, type RecordType } from '@platform/contracts/wallet/schemas';
import { cn } from '@platform/ui/cn.ts';
import { presetRange } from '@platform/ui/date-presets.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { gmt8Today, rangeQuery } from '../../../shared/lib/gmt8-time.ts';
import { DateRangePicker } from '../../../shared/ui/date-range-picker.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';

const isZero = (amount: string) => /^-?0(?:\.0+)?$/.test(amount);

const tone = (amount: string) =>
  amount.startsWith('-') ? 'text-danger-text' : isZero(amount) ? '' : 'text-success-text';

/** Types most members never have (an agent's pay, its team's transfers, points cashed): shown when they moved. */
const OCCASIONAL: ReadonlySet<RecordType> = new Set(['agent_pay', 'agent_transfer', 'points']);

/** Profit and loss (personalProfit): the main wallet's movements over a period, by type, and the net. */
export function ProfitAndLoss(): ReactNode {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const today = gmt8Today();
  const [range, setRange] = useState(() => presetRange('past30', today));
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch } = useQuery({
    ...walletQueries.summary(rangeQuery(range)),
    placeholderData: keepPreviousData,
  });
  const currency = balance?.currency ?? 'USD';
  return (
    <div className="flex flex-col gap-4">
      <DateRangePicker
        label={t('record.date')}
        value={range}
        today={today}
        presets={['past7', 'past30']}
        onChange={setRange}
        className="self-start"
      />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-48" />
      ) : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {RECORD_TYPES.filter((type) => !OCCASIONAL.has(type) || !isZero(data.totals[type])).map((type) => (
            <div key={type} className="rounded-xl border border-line px-4 py-3">
              <dt className="text-xs text-ink-muted">{t(`pnl.${type}`)}</dt>
              <dd className={cn('text-lg font-bold tabular-nums', tone(data.totals[type]))}>
                {money(data.totals[type], currency)}
              </dd>
            </div>
          ))}
          <div className="rounded-xl border border-accent/40 bg-accent/10 px-4 py-3">
            <dt className="text-xs text-ink-muted">{t('pnl.net')}</dt>
            <dd className={cn('text-lg font-bold tabular-nums', tone(data.net))} data-testid="pnl-net">
              {money(data.net, currency)}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
