import { ContentName } from '@platform/ui/bidi.tsx';
import { cn } from '@platform/ui/cn.ts';
import { presetRange } from '@platform/ui/date-presets.ts';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8, gmt8Today, rangeQuery } from '../../../shared/lib/gmt8-time.ts';
import { DateRangePicker } from '../../../shared/ui/date-range-picker.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { betsQuery } from '../api/bets-query.ts';

const PAGE_SIZE = 20;

const tone = (amount: string) =>
  amount.startsWith('-') ? 'text-danger-text' : amount === '0.00' ? 'text-ink-muted' : 'text-success-text';

/** The betting record (personalHistoryCopy): every game round in a date range, with its totals. */
export function BettingRecord(): ReactNode {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const today = gmt8Today();
  const [range, setRange] = useState(() => presetRange('past7', today));
  const [page, setPage] = useState(1);
  const language = useLanguageStore((state) => state.language);
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch, isFetching } = useQuery({
    ...betsQuery({ ...rangeQuery(range), page, pageSize: PAGE_SIZE }, language),
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
        onChange={(picked) => {
          setRange(picked);
          setPage(1);
        }}
        className="self-start"
      />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
          {t('bets.empty')}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            {(['stake', 'win', 'profit'] as const).map((key) => (
              <div key={key} className="rounded-xl border border-line px-4 py-3">
                <dt className="text-xs text-ink-muted">{t(`bets.total.${key}`)}</dt>
                <dd
                  className={cn(
                    'text-lg font-bold tabular-nums',
                    key === 'profit' && tone(data.totals.profit),
                  )}
                >
                  {money(data.totals[key], currency)}
                </dd>
              </div>
            ))}
          </dl>
          <ul
            aria-label={t('bets.list')}
            aria-busy={isFetching}
            className={cn('divide-y divide-line rounded-2xl border border-line', isFetching && 'opacity-70')}
          >
            {data.bets.map((bet) => (
              <li key={bet.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-semibold">
                    <ContentName>{bet.gameName}</ContentName>
                  </p>
                  <p className="text-xs text-ink-muted tabular-nums">{formatGmt8(new Date(bet.openedAt))}</p>
                  <p className="text-xs text-ink-muted">
                    {t(`bets.status.${bet.status}`)} ·{' '}
                    {t('bets.stake', { amount: money(bet.stake, currency) })}
                  </p>
                </div>
                <div className="shrink-0 text-end whitespace-nowrap tabular-nums">
                  <p className={cn('font-semibold', tone(bet.profit))}>
                    {bet.profit.startsWith('-') || bet.profit === '0.00' ? '' : '+'}
                    {money(bet.profit, currency)}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {t('bets.win', { amount: money(bet.win, currency) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPageChange={setPage}
            label={t('bets.list')}
          />
        </>
      )}
    </div>
  );
}
