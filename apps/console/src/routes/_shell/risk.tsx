import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RiskSignals, type RiskSignalsSearch } from '../../features/risk/components/risk-signals.tsx';
import { pagedSearch, rowIdFilter, timeFilter } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/risk')({
  validateSearch: (search: Record<string, unknown>): RiskSignalsSearch => ({
    size: pagedSearch(search, ['id'], { sort: 'id' }).size,
    kind: search.kind === 'shared-address' || search.kind === 'shared-device' ? search.kind : undefined,
    from: timeFilter(search.from),
    to: timeFilter(search.to),
    cursor: rowIdFilter(search.cursor),
  }),
  component: RiskPage,
});

function RiskPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.risk')}</h1>
      <RiskSignals
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
