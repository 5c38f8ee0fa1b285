import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { walletQueries } from '../../wallet/api/wallet-queries.ts';
import { useMoneyFormat } from '../../wallet/model/use-money-format.ts';
import { lotteryQueries } from '../api/lottery-queries.ts';
import { playLabel, selectionText } from '../model/labels.ts';

const PAGE_SIZE = 20;

/** The member's lottery bets in the betting record, newest first, each with its draw and outcome. */
export function LotteryBetRecord(): ReactNode {
  const { t } = useTranslation('lottery');
  const format = useMoneyFormat();
  const [page, setPage] = useState(1);
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch, isFetching } = useQuery({
    ...lotteryQueries.record(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const money = (amount: string) => format(amount, balance?.currency ?? 'USD');

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64" />;
  if (data.bets.length === 0 && page === 1)
    return (
      <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
        {t('record.empty')}
      </p>
    );

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={t('record.lottery')}
        aria-busy={isFetching}
        data-testid="lottery-record"
        className={cn('divide-y divide-line rounded-2xl border border-line', isFetching && 'opacity-70')}
      >
        {data.bets.map((bet) => (
          <li key={bet.betId} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {bet.gameCode} · {playLabel(t, bet.playType)}
              </p>
              <p className="truncate text-xs text-accent-text tabular-nums">{selectionText(t, bet.selection)}</p>
              <p className="text-xs text-ink-muted tabular-nums">
                {t('draw.period', { period: bet.period })} · {formatGmt8(new Date(bet.placedAt))}
              </p>
            </div>
            <div className="shrink-0 text-end whitespace-nowrap tabular-nums">
              <p
                className={cn(
                  'font-semibold',
                  bet.status === 'won' ? 'text-success-text' : bet.status === 'lost' ? 'text-danger-text' : 'text-ink-muted',
                )}
              >
                {t(`record.status.${bet.status}`)}
              </p>
              <p className="text-xs text-ink-muted">{t('record.stake', { amount: money(bet.stake) })}</p>
              {bet.status === 'won' && (
                <p className="text-xs text-success-text">{t('record.win', { amount: money(bet.win) })}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={data.bets.length < PAGE_SIZE ? page : page + 1}
        onPageChange={setPage}
        label={t('record.lottery')}
      />
    </div>
  );
}
