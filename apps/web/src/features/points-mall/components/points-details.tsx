import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { pointsMallQueries } from '../api/points-mall.ts';
import { PagedSection } from './paged-section.tsx';

/** Every change of the member's points, newest first: its type, the change and the balance after it. */
export function PointsDetails(): ReactNode {
  const { t } = useTranslation('loyalty');
  const [page, setPage] = useState(1);
  const result = useQuery(pointsMallQueries.details(page));
  return (
    <PagedSection
      result={result}
      page={page}
      onPageChange={setPage}
      empty={{ title: t('details.empty'), description: t('details.emptyHint') }}
    >
      {(data) => (
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
      )}
    </PagedSection>
  );
}
