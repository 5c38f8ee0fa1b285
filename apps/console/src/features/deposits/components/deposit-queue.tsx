import { DEPOSIT_STATUSES } from '@platform/contracts/deposits/schemas';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ChoiceFilter, TextFilter } from '../../../shared/ui/list-filters.tsx';
import { MemberCell } from '../../../shared/ui/member-cell.tsx';
import { type DepositRow, depositQueueQuery } from '../api/deposit-queries.ts';
import { DepositActions } from './deposit-actions.tsx';

export const DEPOSIT_SORT_KEYS = ['createdAt', 'amount'] as const;
export const DEPOSIT_KINDS = ['bank_transfer', 'online'] as const;
type DepositSort = (typeof DEPOSIT_SORT_KEYS)[number];
export type DepositSearch = PagedSearch<DepositSort> & {
  kind: (typeof DEPOSIT_KINDS)[number];
  status?: (typeof DEPOSIT_STATUSES)[number] | undefined;
  member?: string | undefined;
};

const apiSort = (search: DepositSearch) =>
  search.sort === 'amount' ? 'largest' : search.order === 'desc' ? 'newest' : 'oldest';

/**
 * The deposit queue: bank transfers to confirm or reject, and online-payment orders with their
 * gateway callbacks; paged, sorted and filtered on the server.
 */
export function DepositQueue({
  search,
  onSearchChange,
}: {
  search: DepositSearch;
  onSearchChange: (patch: Partial<DepositSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const { data, error } = useQuery({
    ...depositQueueQuery({
      merchant: merchant ?? '',
      kind: search.kind,
      status: search.status,
      memberAccount: search.member,
      sort: apiSort(search),
      page: search.page,
      pageSize: Math.min(search.size, 100),
    }),
    enabled: merchant !== null,
  });
  const columns: Column<DepositRow, DepositSort>[] = [
    {
      id: 'createdAt',
      header: t('deposits.deposit'),
      sortKey: 'createdAt',
      cell: (row) => <MemberCell account={row.memberAccount} id={row.id} at={row.createdAt} />,
    },
    {
      id: 'amount',
      header: t('deposits.amount'),
      sortKey: 'amount',
      align: 'end',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.amount}</span>
          {row.paidAmount !== null && row.paidAmount !== row.amount ? (
            <span className="text-xs text-ink-muted">{t('deposits.paid', { amount: row.paidAmount })}</span>
          ) : null}
          {/* With a fee the wallet gets less than arrived (or, pending, than asked): staff read both. */}
          {Number(row.fee) > 0 ? (
            <span className="text-xs text-ink-muted tabular-nums">
              {t('deposits.feeAndNet', { fee: row.fee, net: row.netAmount })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'method',
      header: search.kind === 'online' ? t('deposits.order') : t('deposits.method'),
      cell: (row) => (
        <span className="flex max-w-56 flex-col whitespace-normal">
          <span>{row.methodName}</span>
          <span className="text-xs break-all text-ink-muted">
            {search.kind === 'online' ? row.orderId : (row.reference ?? '')}
          </span>
        </span>
      ),
    },
    {
      // Status and the steps together: the decision reads in one place and stays in view at tablet width.
      id: 'status',
      header: t('deposits.status'),
      cell: (row) => (
        <span className="flex min-w-48 max-w-72 flex-col gap-1.5 whitespace-normal">
          <span>{t(`deposits.status.${row.status}`)}</span>
          {row.pendingApproval ? (
            <span className="text-xs font-semibold text-warm-text">
              {t('deposits.awaitingSecond', {
                account: row.pendingApproval.requestedBy,
                amount: row.pendingApproval.amount,
              })}
            </span>
          ) : null}
          {row.note ? <span className="text-xs text-ink-muted">{row.note}</span> : null}
          {merchant === null ? null : <DepositActions merchant={merchant} row={row} />}
        </span>
      ),
    },
  ];
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('section.deposits')}
        className="flex w-fit gap-1 rounded-xl bg-surface-2 p-1"
      >
        {DEPOSIT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={search.kind === kind}
            onClick={() => onSearchChange({ kind, page: 1 })}
            className={cn(
              'min-h-9 rounded-lg px-4 text-sm font-semibold',
              search.kind === kind ? 'bg-surface-0 text-ink shadow-card' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`deposits.kind.${kind}`)}
          </button>
        ))}
      </div>
      <DataTable
        label={t(`deposits.kind.${search.kind}`)}
        columns={columns}
        data={data && { items: data.deposits, hasMore: data.hasMore, page: search.page, size: search.size }}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.id}
        filters={
          <>
            <ChoiceFilter
              label={t('deposits.status')}
              anyLabel={t('withdrawals.filter.any')}
              value={search.status}
              options={DEPOSIT_STATUSES}
              optionLabel={(status) => t(`deposits.status.${status}`)}
              onChange={(status) => onSearchChange({ status, page: 1 })}
            />
            <TextFilter
              id="deposit-member"
              label={t('withdrawals.member')}
              value={search.member}
              onSubmit={(member) => onSearchChange({ member, page: 1 })}
            />
          </>
        }
      />
    </div>
  );
}
