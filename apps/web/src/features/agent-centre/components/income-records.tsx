import type { listSettlements } from '@platform/contracts/agents/settlement-routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { agentQueries } from '../api/agent-queries.ts';
import { type AgentPage, incomeKind } from '../model/agent-pages.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { useReportFilter } from '../model/use-report-filter.ts';
import { PagedReport } from './report-body.tsx';
import { filterQuery, ReportFilters } from './report-filters.tsx';
import { type Column, SignedAmount } from './report-table.tsx';

const PAGE_SIZE = 20;

type Settlement = RouteValue<typeof listSettlements>['settlements'][number];

type IncomePage = Extract<AgentPage, 'agentRevenueReport' | 'dividendRecord' | 'dailyWages' | 'hourlySalary'>;

/**
 * My income (agentRevenueReport) and the dividend, daily wage and hourly salary records: the agent's
 * settled payouts of periods starting in the chosen days, newest first, what was paid right after the
 * period, then what was left out of it for members on a break and why (the figures behind it follow,
 * past a phone's width). The endpoint has no CSV export, so these
 * pages have none.
 */
export function IncomeRecords({ page: incomePage }: { page: IncomePage }): ReactNode {
  const { t } = useTranslation('agent');
  const amount = useAmountFormat();
  const { filter, setFilter, page, setPage } = useReportFilter();
  const kind = incomeKind(incomePage);
  const query = useQuery({
    ...agentQueries.settlements({
      ...filterQuery(filter),
      ...(kind ? { kind } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const time = (iso: string) => formatGmt8(new Date(iso), { withSeconds: false });
  const columns: Column<Settlement>[] = [
    {
      key: 'period',
      label: t('column.period'),
      cell: (row) => t('income.period', { start: time(row.periodStart), end: time(row.periodEnd) }),
    },
    ...(kind
      ? []
      : [
          {
            key: 'kind',
            label: t('column.kind'),
            cell: (row: Settlement) => t(`contractKind.${row.kind}`),
          },
        ]),
    { key: 'amount', label: t('column.paid'), isNumber: true, cell: (row) => amount(row.amount) },
    {
      // Play of members on a break earns the agent nothing: beside the pay, how much and why.
      key: 'leftOut',
      label: t('column.leftOut'),
      cell: (row) =>
        row.excluded
          ? t(`income.leftOut.${row.excluded.reason}`, { amount: amount(row.excluded.validBet) })
          : '—',
    },
    { key: 'validBet', label: t('column.validBet'), isNumber: true, cell: (row) => amount(row.validBet) },
    {
      key: 'profitLoss',
      label: t('column.profit'),
      isNumber: true,
      cell: (row) => <SignedAmount amount={row.profitLoss} text={amount(row.profitLoss)} />,
    },
    {
      key: 'activeMembers',
      label: t('column.activeMembers'),
      isNumber: true,
      cell: (row) => row.activeMembers,
    },
    { key: 'rate', label: t('term.rate'), isNumber: true, cell: (row) => `${row.rate}%` },
    { key: 'gross', label: t('column.gross'), isNumber: true, cell: (row) => amount(row.gross) },
    { key: 'downline', label: t('column.downline'), isNumber: true, cell: (row) => amount(row.downline) },
    { key: 'settledAt', label: t('column.settledAt'), cell: (row) => time(row.settledAt) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ReportFilters value={filter} onChange={setFilter} hasAccount={false} />
      <PagedReport
        query={query}
        loaded={data && { rows: data.settlements, total: data.total }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t(`page.${incomePage}`)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyHint={t('income.emptyHint')}
        totals={data && { period: t('column.total'), amount: amount(data.totals.amount) }}
      />
    </div>
  );
}
