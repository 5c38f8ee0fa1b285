import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import type { STAFF_SORT_KEYS, StaffMember } from '@platform/contracts/operator/staff-schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { staffListQuery } from '../api/staff-queries.ts';
import { StaffRowActions } from './staff-row-actions.tsx';

type StaffSort = (typeof STAFF_SORT_KEYS)[number];
export type StaffSearch = PagedSearch<StaffSort> & { role?: OperatorRole | undefined };

/** The staff accounts, paged, sorted and filtered by role on the server. */
export function StaffTable({
  search,
  onSearchChange,
}: {
  search: StaffSearch;
  onSearchChange: (patch: Partial<StaffSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(staffListQuery(search));
  const columns: Column<StaffMember, StaffSort>[] = [
    { id: 'account', header: t('staff.account'), sortKey: 'account', cell: (row) => row.account },
    {
      id: 'roles',
      header: t('staff.roles'),
      cell: (row) => row.roles.map((role) => t(`role.${role}`)).join(', '),
    },
    {
      id: 'brands',
      header: t('staff.brands'),
      cell: (row) => (row.allBrands ? t('shell.allBrands') : row.merchantCodes.join(', ')),
    },
    { id: 'status', header: t('staff.status'), cell: (row) => t(`staff.status.${row.status}`) },
    {
      id: 'secondFactor',
      header: t('staff.secondFactor'),
      cell: (row) =>
        !row.secondFactor
          ? t('staff.secondFactor.off')
          : row.passkeys > 0
            ? t('staff.secondFactor.passkeys', { count: row.passkeys })
            : t('staff.secondFactor.totp'),
    },
    {
      id: 'lastLoginAt',
      header: t('staff.lastLogin'),
      sortKey: 'lastLoginAt',
      cell: (row) => (row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t('staff.never')),
    },
    {
      id: 'createdAt',
      header: t('staff.created'),
      sortKey: 'createdAt',
      wideOnly: true,
      cell: (row) => format.dateTime(row.createdAt),
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      align: 'end',
      cell: (row) => <StaffRowActions member={row} />,
    },
  ];
  return (
    <DataTable
      label={t('section.staff')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.id}
      filters={
        <label className="flex flex-col gap-1 text-sm">
          {t('staff.filter.role')}
          <select
            value={search.role ?? ''}
            onChange={(event) =>
              onSearchChange({ role: (event.target.value || undefined) as OperatorRole | undefined, page: 1 })
            }
            className="h-10 rounded-xl border border-line bg-surface-1 px-3"
          >
            <option value="">{t('staff.filter.any')}</option>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
}
