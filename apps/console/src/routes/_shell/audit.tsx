import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuditLog, type AuditSearch } from '../../features/audit/components/audit-log.tsx';
import { pagedSearch, rowIdFilter, textFilter, timeFilter } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    size: pagedSearch(search, ['id'], { sort: 'id' }).size,
    log: textFilter(search.log),
    staff: rowIdFilter(search.staff),
    action: textFilter(search.action),
    subject: textFilter(search.subject),
    from: timeFilter(search.from),
    to: timeFilter(search.to),
    order: search.order === 'asc' ? 'asc' : 'desc',
    cursor: rowIdFilter(search.cursor),
  }),
  component: AuditPage,
});

function AuditPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.audit')}</h1>
      <AuditLog
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
