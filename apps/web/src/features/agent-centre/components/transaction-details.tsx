import type { TeamTransactions } from '@platform/contracts/agents/report-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { agentQueries } from '../api/agent-queries.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { useReportFilter } from '../model/use-report-filter.ts';
import { PagedReport } from './report-body.tsx';
import { filterQuery, ReportFilters } from './report-filters.tsx';
import { type Column, SignedAmount } from './report-table.tsx';

const PAGE_SIZE = 20;
type Record = TeamTransactions['records'][number];

/** Transaction details (agentDownlineTransactionDetailsCopy): the downline's movements, newest first. */
export function TransactionDetails(): ReactNode {
  const { t } = useTranslation('agent');
  const { t: tw } = useTranslation('wallet');
  const amount = useAmountFormat();
  const { filter, setFilter, page, setPage } = useReportFilter();
  const query = useQuery({
    ...agentQueries.transactions({ ...filterQuery(filter), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const columns: Column<Record>[] = [
    { key: 'createdAt', label: t('column.time'), cell: (row) => formatGmt8(new Date(row.createdAt)) },
    { key: 'account', label: t('column.account'), cell: (row) => row.account },
    {
      key: 'type',
      label: t('column.type'),
      cell: (row) => (row.type === 'other' ? t('column.otherType') : tw(`record.kind.${row.type}`)),
    },
    {
      key: 'amount',
      label: t('column.amount'),
      isNumber: true,
      cell: (row) => <SignedAmount amount={row.amount} text={amount(row.amount)} />,
    },
    {
      key: 'balanceAfter',
      label: t('column.balanceAfter'),
      isNumber: true,
      cell: (row) => amount(row.balanceAfter),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ReportFilters report="transactions" value={filter} onChange={setFilter} hasType />
      <PagedReport
        query={query}
        loaded={data && { rows: data.records, total: data.total }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t('page.agentDownlineTransactionDetailsCopy')}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
