import type { Deposit } from '@platform/contracts/deposits/schemas';
import { cn } from '@platform/ui/cn.ts';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { depositQueries } from '../api/deposits.ts';

const STATUS_TONE: Record<Deposit['status'], string> = {
  pending: 'bg-warm/15 text-warm-text',
  succeeded: 'bg-success/15 text-success-text',
  failed: 'bg-danger/10 text-danger-text',
  rejected: 'bg-danger/10 text-danger-text',
  expired: 'bg-surface-3 text-ink-muted',
};

/** The member's deposits, newest first: status, asked and arrived amounts, the fee, and what staff said. */
export function DepositHistory({ currency }: { currency: string }): ReactNode {
  const { t } = useTranslation('deposit');
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(depositQueries.list(page));
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-40" />;
  if (data.total === 0) return <p className="text-sm text-ink-muted">{t('history.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('history.title')} className="divide-y divide-line rounded-2xl border border-line">
        {data.deposits.map((deposit) => (
          <li
            key={deposit.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="font-semibold">{deposit.methodName}</p>
              <p className="text-xs text-ink-muted tabular-nums">{formatGmt8(new Date(deposit.createdAt))}</p>
              {deposit.note && (
                <p className="text-xs text-ink-muted">{t('history.note', { note: deposit.note })}</p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <span className="text-end tabular-nums">
                <span className="block font-semibold">
                  {money(deposit.paidAmount ?? deposit.amount, currency)}
                </span>
                {deposit.paidAmount !== null && deposit.paidAmount !== deposit.amount && (
                  <span className="block text-xs text-ink-muted">
                    {t('history.asked', { amount: money(deposit.amount, currency) })}
                  </span>
                )}
                {/* Pending: what the order's fee would keep; credited: what it kept. */}
                {Number(deposit.fee) > 0 &&
                  (deposit.status === 'pending' || deposit.status === 'succeeded') && (
                    <span className="block text-xs text-ink-muted">
                      {t('fee', {
                        fee: money(deposit.fee, currency),
                        net: money(deposit.netAmount, currency),
                      })}
                    </span>
                  )}
              </span>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  STATUS_TONE[deposit.status],
                )}
              >
                {t(`status.${deposit.status}`)}
              </span>
              {deposit.payUrl && (
                <a
                  href={deposit.payUrl}
                  className="text-xs font-semibold whitespace-nowrap text-accent-text underline"
                >
                  {t('history.payNow')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / 5)}
        onPageChange={setPage}
        label={t('history.title')}
      />
    </div>
  );
}
