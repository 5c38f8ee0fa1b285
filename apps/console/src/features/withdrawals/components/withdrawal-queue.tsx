import { WITHDRAWAL_RISK_SIGNALS, WITHDRAWAL_STATUSES } from '@platform/contracts/withdrawals/schemas';
import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ChoiceFilter, TextFilter } from '../../../shared/ui/list-filters.tsx';
import { MemberCell } from '../../../shared/ui/member-cell.tsx';
import { type WithdrawalRow, withdrawalQueueQuery } from '../api/withdrawal-queries.ts';
import { WithdrawalActions } from './withdrawal-actions.tsx';

export const WITHDRAWAL_SORT_KEYS = ['createdAt', 'amount'] as const;
type WithdrawalSort = (typeof WITHDRAWAL_SORT_KEYS)[number];
type Signal = (typeof WITHDRAWAL_RISK_SIGNALS)[number];
export type WithdrawalSearch = PagedSearch<WithdrawalSort> & {
  status?: (typeof WITHDRAWAL_STATUSES)[number] | undefined;
  signal?: Signal | undefined;
  claims?: 'open' | undefined;
  member?: string | undefined;
};

/** The queue sorts oldest or newest first, or largest first: the table's sort and order map onto it. */
const apiSort = (search: WithdrawalSearch) =>
  search.sort === 'amount' ? 'largest' : search.order === 'desc' ? 'newest' : 'oldest';

/**
 * The withdrawal queue: paged, sorted and filtered on the server (status, one risk signal, open
 * claims, member), each line with its risk signals and the steps the staff member may take.
 */
export function WithdrawalQueue({
  search,
  onSearchChange,
}: {
  search: WithdrawalSearch;
  onSearchChange: (patch: Partial<WithdrawalSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const { data, error } = useQuery({
    ...withdrawalQueueQuery({
      merchant: merchant ?? '',
      status: search.status,
      signal: search.signal,
      claims: search.claims,
      memberAccount: search.member,
      sort: apiSort(search),
      page: search.page,
      pageSize: Math.min(search.size, 100),
    }),
    enabled: merchant !== null,
  });
  // Four columns, the long ones wrapping: the queue fits a desktop without scrolling sideways and
  // stays readable at tablet width.
  const columns: Column<WithdrawalRow, WithdrawalSort>[] = [
    {
      id: 'createdAt',
      header: t('withdrawals.withdrawal'),
      sortKey: 'createdAt',
      cell: (row) => <MemberCell account={row.memberAccount} id={row.id} at={row.createdAt} />,
    },
    {
      id: 'amount',
      header: t('withdrawals.amount'),
      sortKey: 'amount',
      align: 'end',
      // With a fee, what the bank transfer pays is the net, not the amount: staff read both.
      cell: (row) => (
        <span className="flex flex-col items-end">
          <span className="font-semibold">{row.amount}</span>
          {Number(row.fee) > 0 ? (
            <span className="text-xs text-ink-muted tabular-nums">
              {t('withdrawals.feeAndNet', { fee: row.fee, net: row.netAmount })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'bank',
      header: t('withdrawals.bank'),
      cell: (row) => (
        <span className="flex max-w-52 flex-col whitespace-normal">
          <span>{row.bankAccount.bankName}</span>
          <span className="text-xs text-ink-muted tabular-nums">
            {row.bankAccount.accountNumber} · {row.bankAccount.payeeName}
          </span>
        </span>
      ),
    },
    {
      // Status, signals and the steps together: the line's decision reads in one place and stays in
      // view at tablet width.
      id: 'status',
      header: t('withdrawals.status'),
      cell: (row) => (
        <span className="flex min-w-48 max-w-72 flex-col gap-1.5 whitespace-normal">
          <StatusCell row={row} />
          <SignalChips row={row} />
          {merchant === null ? null : <WithdrawalActions merchant={merchant} row={row} />}
        </span>
      ),
    },
  ];
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <DataTable
      label={t('section.withdrawals')}
      columns={columns}
      data={data && { items: data.withdrawals, hasMore: data.hasMore, page: search.page, size: search.size }}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.id}
      filters={<QueueFilters search={search} onSearchChange={onSearchChange} />}
    />
  );
}

function QueueFilters({
  search,
  onSearchChange,
}: {
  search: WithdrawalSearch;
  onSearchChange: (patch: Partial<WithdrawalSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceFilter
        label={t('withdrawals.status')}
        anyLabel={t('withdrawals.filter.any')}
        value={search.status}
        options={WITHDRAWAL_STATUSES}
        optionLabel={(status) => t(`withdrawals.status.${status}`)}
        onChange={(status) => onSearchChange({ status, page: 1 })}
      />
      <TextFilter
        id="withdrawal-member"
        label={t('withdrawals.member')}
        value={search.member}
        onSubmit={(member) => onSearchChange({ member, page: 1 })}
      />
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1">{t('withdrawals.filter.signal')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {WITHDRAWAL_RISK_SIGNALS.map((signal) => (
            <button
              key={signal}
              type="button"
              aria-pressed={search.signal === signal}
              onClick={() =>
                onSearchChange({ signal: search.signal === signal ? undefined : signal, page: 1 })
              }
              className={cn(
                'min-h-9 rounded-full border px-3 text-xs font-semibold',
                search.signal === signal
                  ? 'border-accent bg-accent text-accent-ink'
                  : 'border-line bg-surface-1 text-ink-muted hover:text-ink',
              )}
            >
              {t(`withdrawals.signal.${signal}`)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={search.claims === 'open'}
            onClick={() => onSearchChange({ claims: search.claims === 'open' ? undefined : 'open', page: 1 })}
            className={cn(
              'min-h-9 rounded-full border px-3 text-xs font-semibold',
              search.claims === 'open'
                ? 'border-accent bg-accent text-accent-ink'
                : 'border-line bg-surface-1 text-ink-muted hover:text-ink',
            )}
          >
            {t('withdrawals.filter.claims')}
          </button>
        </div>
      </fieldset>
    </>
  );
}

function StatusCell({ row }: { row: WithdrawalRow }): ReactNode {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col gap-0.5">
      <span>{t(`withdrawals.status.${row.status}`)}</span>
      {row.pendingApproval ? (
        <span className="text-xs font-semibold text-warm-text">
          {t('withdrawals.awaitingSecond', { account: row.pendingApproval.requestedBy })}
        </span>
      ) : row.needsSecondPerson && row.status === 'pending' ? (
        <span className="text-xs text-ink-muted">{t('withdrawals.fourEyes')}</span>
      ) : null}
      {row.status === 'approved' && row.payout?.status === 'pending' ? (
        <span className="text-xs font-semibold text-warm-text">
          {t('withdrawals.payout.pending', { gateway: row.payout.gateway })}
        </span>
      ) : row.status === 'approved' && row.payout?.status === 'failed' ? (
        <span className="text-xs font-semibold text-warm-text">
          {t('withdrawals.payout.failed', {
            gateway: row.payout.gateway,
            reason: row.payout.failure ?? '—',
          })}
        </span>
      ) : null}
      {row.confirmation ? (
        <span className="text-xs text-ink-muted">
          {t(`withdrawals.confirmation.${row.confirmation}`, { remainder: row.remainder ?? '' })}
        </span>
      ) : null}
    </span>
  );
}

function SignalChips({ row }: { row: WithdrawalRow }): ReactNode {
  const { t } = useTranslation();
  const shown = WITHDRAWAL_RISK_SIGNALS.filter((signal) => row.signals[signal]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('withdrawals.signals')}>
      {shown.map((signal) => (
        <li
          key={signal}
          className="rounded-full border border-warm/40 bg-warm/15 px-2 py-0.5 text-xs font-medium text-warm-text"
        >
          {t(`withdrawals.signal.${signal}`)}
        </li>
      ))}
    </ul>
  );
}
