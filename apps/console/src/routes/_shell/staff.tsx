import { OPERATOR_ROLES } from '@platform/contracts/operator/roles';
import { STAFF_SORT_KEYS } from '@platform/contracts/operator/staff-schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccessSettings } from '../../features/staff/components/access-settings.tsx';
import { InviteDialog } from '../../features/staff/components/invite-dialog.tsx';
import { type StaffSearch, StaffTable } from '../../features/staff/components/staff-table.tsx';
import { useCan } from '../../shared/hooks/use-can.ts';
import { pagedSearch } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/staff')({
  validateSearch: (search: Record<string, unknown>): StaffSearch => ({
    ...pagedSearch(search, STAFF_SORT_KEYS, { sort: 'account' }),
    role: OPERATOR_ROLES.find((role) => role === search.role),
  }),
  component: StaffPage,
});

function StaffPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const canManage = useCan('staff.manage');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('section.staff')}</h1>
        {canManage ? <InviteDialog /> : null}
      </div>
      <StaffTable
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
      <AccessSettings />
    </div>
  );
}
