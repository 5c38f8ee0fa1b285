import type { TeamProfit } from '@platform/contracts/agents/report-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agentQueries } from '../api/agent-queries.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { useReportFilter } from '../model/use-report-filter.ts';
import { PagedReport } from './report-body.tsx';
import { filterQuery, ReportFilters } from './report-filters.tsx';
import { type Column, SignedAmount } from './report-table.tsx';

const PAGE_SIZE = 20;
type Row = TeamProfit['rows'][number];

/** User profit and loss (palStatementsAgentCopy): each downline member's figures over the period. */
export function UserProfit(): ReactNode {
  const { t } = useTranslation('agent');
  const amount = useAmountFormat();
  const { filter, setFilter, page, setPage } = useReportFilter();
  const query = useQuery({
    ...agentQueries.profit({ ...filterQuery(filter), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const columns: Column<Row>[] = [
    { key: 'account', label: t('column.account'), cell: (row) => row.account },
    { key: 'level', label: t('column.level'), isNumber: true, cell: (row) => row.level },
    {
      key: 'kind',
      label: t('column.kind'),
      cell: (row) => t(row.isAgent ? 'kind.agent' : 'kind.member'),
    },
    { key: 'deposits', label: t('column.deposits'), isNumber: true, cell: (row) => amount(row.deposits) },
    {
      key: 'withdrawals',
      label: t('column.withdrawals'),
      isNumber: true,
      cell: (row) => amount(row.withdrawals),
    },
    { key: 'bets', label: t('column.bets'), isNumber: true, cell: (row) => amount(row.bets) },
    { key: 'bonus', label: t('column.bonus'), isNumber: true, cell: (row) => amount(row.bonus) },
    {
      key: 'profit',
      label: t('column.profit'),
      isNumber: true,
      cell: (row) => <SignedAmount amount={row.profit} text={amount(row.profit)} />,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ReportFilters report="profit" value={filter} onChange={setFilter} />
      <PagedReport
        query={query}
        loaded={data && { rows: data.rows, total: data.total }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t('page.palStatementsAgentCopy')}
        columns={columns}
        rowKey={(row) => row.memberId}
        totals={
          data && {
            account: t('column.total'),
            deposits: amount(data.totals.deposits),
            withdrawals: amount(data.totals.withdrawals),
            bets: amount(data.totals.bets),
            bonus: amount(data.totals.bonus),
            profit: <SignedAmount amount={data.totals.profit} text={amount(data.totals.profit)} />,
          }
        }
      />
    </div>
  );
}
