import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { POINTS_PAGE_SIZE, pointsMallQueries } from '../api/points-mall.ts';

/** Every change of the member's points, newest first: its type, the change and the balance after it. */
export function PointsDetails(): ReactNode {
  const { t } = useTranslation('loyalty');
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(pointsMallQueries.details(page));
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64" />;
  if (data.total === 0) return <EmptyState title={t('details.empty')} description={t('details.emptyHint')} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full min-w-[420px] text-sm">
          <caption className="sr-only">{t('tab.details')}</caption>
          <thead className="sticky top-0 bg-surface-2 text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">
                {t('details.time')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">
                {t('details.type')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                {t('details.change')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                {t('details.balance')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.entries.map((entry) => {
              const isGain = !entry.change.startsWith('-');
              return (
                <tr key={entry.id}>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                    {formatGmt8(new Date(entry.at), { withSeconds: false })}
                  </td>
                  <td className="px-3 py-2.5">{t(`pointType.${entry.type}`)}</td>
                  <td
                    className={cn(
                      'px-3 py-2.5 text-end font-semibold tabular-nums',
                      isGain ? 'text-success-text' : 'text-danger-text',
                    )}
                  >
                    {`${isGain ? '+' : ''}${Number(entry.change).toLocaleString()}`}
                  </td>
                  <td className="px-3 py-2.5 text-end tabular-nums">
                    {Number(entry.balance).toLocaleString()}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={Math.ceil(data.total / POINTS_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
