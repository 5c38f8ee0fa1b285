import type { TeamBets } from '@platform/contracts/agents/report-schemas';
import { ContentName, LtrText } from '@platform/ui/bidi.tsx';
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

type Bet = TeamBets['bets'][number];

/** Team betting (personalHistoryCopy of the agent centre): the downline's rounds, newest first. */
export function TeamBetting(): ReactNode {
  const { t } = useTranslation('agent');
  const amount = useAmountFormat();
  const { filter, setFilter, page, setPage } = useReportFilter();
  const query = useQuery({
    ...agentQueries.bets({ ...filterQuery(filter), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const columns: Column<Bet>[] = [
    {
      key: 'openedAt',
      label: t('column.time'),
      cell: (bet) => <LtrText>{formatGmt8(new Date(bet.openedAt))}</LtrText>,
    },
    { key: 'account', label: t('column.account'), cell: (bet) => <LtrText>{bet.account}</LtrText> },
    {
      key: 'game',
      label: t('column.game'),
      cell: (bet) => <ContentName>{bet.gameName || bet.vendorCode}</ContentName>,
    },
    { key: 'stake', label: t('column.stake'), isNumber: true, cell: (bet) => amount(bet.stake) },
    { key: 'win', label: t('column.win'), isNumber: true, cell: (bet) => amount(bet.win) },
    {
      key: 'profit',
      label: t('column.profit'),
      isNumber: true,
      cell: (bet) => <SignedAmount amount={bet.profit} text={amount(bet.profit)} />,
    },
    { key: 'status', label: t('column.status'), cell: (bet) => t(`betStatus.${bet.status}`) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ReportFilters report="bets" value={filter} onChange={setFilter} />
      <PagedReport
        query={query}
        loaded={data && { rows: data.bets, total: data.total }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t('page.personalHistoryCopy')}
        columns={columns}
        rowKey={(bet) => bet.id}
        totals={
          data && {
            openedAt: t('column.total'),
            stake: amount(data.totals.stake),
            win: amount(data.totals.win),
            profit: <SignedAmount amount={data.totals.profit} text={amount(data.totals.profit)} />,
          }
        }
      />
    </div>
  );
}
