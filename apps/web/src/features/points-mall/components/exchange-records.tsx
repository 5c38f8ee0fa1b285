import type { REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { pointsMallQueries } from '../api/points-mall.ts';
import { PagedSection } from './paged-section.tsx';

const STATUS_TONE: Record<(typeof REDEMPTION_STATUSES)[number], string> = {
  applying: 'bg-warm/15 text-warm-text',
  approved: 'bg-accent/15 text-accent-text',
  completed: 'bg-success/15 text-success-text',
  rejected: 'bg-danger/10 text-danger-text',
};

/** The exchange records with the spec's fields: number, time, type, product, quantity, points, amount, status, remark. */
export function ExchangeRecords(): ReactNode {
  const { t } = useTranslation('loyalty');
  const [page, setPage] = useState(1);
  const result = useQuery(pointsMallQueries.records(page));
  return (
    <PagedSection
      result={result}
      page={page}
      onPageChange={setPage}
      empty={{ title: t('records.empty'), description: t('records.emptyHint') }}
    >
      {(data) => (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">{t('tab.records')}</caption>
            <thead className="sticky top-0 bg-surface-2 text-xs text-ink-muted">
              <tr>
                {(
                  [
                    'number',
                    'time',
                    'type',
                    'product',
                    'quantity',
                    'points',
                    'amount',
                    'status',
                    'remark',
                  ] as const
                ).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-3 py-2.5 text-start font-semibold',
                      ['quantity', 'points', 'amount'].includes(column) && 'text-end',
                    )}
                  >
                    {t(`records.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.records.map((record) => (
                <tr key={record.id}>
                  <td className="px-3 py-2.5 font-mono text-xs">{record.transactionNo}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                    {formatGmt8(new Date(record.appliedAt), { withSeconds: false })}
                  </td>
                  <td className="px-3 py-2.5">{t(`kind.${record.exchangeType}`)}</td>
                  <td className="px-3 py-2.5 font-medium">{record.productName}</td>
                  <td className="px-3 py-2.5 text-end tabular-nums">{record.quantity}</td>
                  <td className="px-3 py-2.5 text-end tabular-nums">
                    {Number(record.points).toLocaleString()}
                  </td>
                  <td className="px-3 py-2.5 text-end tabular-nums">{record.amount}</td>
                  <td className="px-3 py-2.5">
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-1 text-xs font-semibold',
                        STATUS_TONE[record.status],
                      )}
                    >
                      {t(`status.${record.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2.5 text-ink-muted">{record.remark ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedSection>
  );
}
