import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { agentQueries } from '../api/agent-queries.ts';
import { reportRange } from '../model/report-range.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { useReportFilter } from '../model/use-report-filter.ts';
import { DayChart } from './day-chart.tsx';
import { ReportFilters } from './report-filters.tsx';

function Stat({ label, value, tone }: { label: string; value: ReactNode; tone?: string }): ReactNode {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface-0 px-4 py-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className={cn('text-xl font-bold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

/** The agent centre's overview (agentTeamOverview): the team, and its money over the period. */
export function TeamOverview(): ReactNode {
  const { t } = useTranslation('agent');
  const amount = useAmountFormat();
  const { filter, setFilter } = useReportFilter();
  const { data, error, refetch, isFetching } = useQuery({
    ...agentQueries.overview(reportRange(filter.preset)),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="flex flex-col gap-4">
      <ReportFilters report="overview" value={filter} onChange={setFilter} hasAccount={false} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-72" />
      ) : (
        <div className={cn('flex flex-col gap-4', isFetching && 'opacity-70')} aria-busy={isFetching}>
          <dl
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
            aria-label={t('overview.team')}
          >
            <Stat label={t('overview.teamSize')} value={data.teamSize} />
            <Stat label={t('overview.directs')} value={data.directs} />
            <Stat label={t('overview.agents')} value={data.agents} />
            <Stat label={t('overview.newMembers')} value={data.newMembers} />
            <Stat label={t('overview.activeMembers')} value={data.activeMembers} />
          </dl>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('overview.money')}>
            <Stat
              label={t('column.deposits')}
              value={amount(data.totals.deposits)}
              tone="text-success-text"
            />
            <Stat label={t('column.withdrawals')} value={amount(data.totals.withdrawals)} />
            <Stat label={t('column.bets')} value={amount(data.totals.bets)} />
            <Stat
              label={t('column.profit')}
              value={amount(data.totals.profit)}
              tone={data.totals.profit.startsWith('-') ? 'text-danger-text' : 'text-success-text'}
            />
          </dl>
          <DayChart days={data.days} />
        </div>
      )}
    </div>
  );
}
