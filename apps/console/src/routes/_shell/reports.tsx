import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import { REPORT_BREAKDOWNS, REPORT_SORT_KEYS } from '@platform/contracts/reports/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PERIOD_CHOICES,
  REPORT_TABS,
  ReportsPage,
  type ReportsSearch,
} from '../../features/reports/components/reports-page.tsx';
import { pagedSearch } from '../../shared/lib/paged-search.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

export const Route = createFileRoute('/_shell/reports')({
  // The last 30 days when the URL names none; a range the server refuses shows its error.
  validateSearch: (search: Record<string, unknown>): ReportsSearch => {
    const to = dayOf(search.to) ?? gmt8DayOf(new Date());
    return {
      ...pagedSearch(search, REPORT_SORT_KEYS, { sort: 'ggr', order: 'desc' }),
      tab: REPORT_TABS.find((tab) => tab === search.tab) ?? 'overview',
      from: dayOf(search.from) ?? addDays(to, -29),
      to,
      period: REPORT_PERIOD_CHOICES.find((by) => by === search.period) ?? 'day',
      breakdown: REPORT_BREAKDOWNS.find((by) => by === search.breakdown) ?? 'product',
    };
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.reports')}</h1>
      <ReportsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
