import {
  exportPlatformActions,
  exportStaffActions,
  listPlatformActions,
  listStaffActions,
} from '@platform/contracts/audit/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callOps, downloadOps } from '../../../shared/api/ops-client.ts';

/** The viewer's filters; `brand` null reads the platform's own log (staff management). */
export type AuditFilter = {
  brand: string | null;
  staff?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Which page: newest or oldest first, and the id the previous page ended at. */
export type AuditPage = { order: 'desc' | 'asc'; cursor: string | undefined; limit: number };

const auditKeys = {
  page: (filter: AuditFilter, page: AuditPage) => ['audit', 'page', filter, page] as const,
};

const filterQuery = ({ brand: _brand, ...rest }: AuditFilter) => rest;

/** One page of the log after `page.cursor` in its order; the previous page stays shown while it loads. */
export function auditPageQuery(filter: AuditFilter, page: AuditPage) {
  const paging = {
    order: page.order,
    limit: page.limit,
    ...(page.order === 'desc' ? { before: page.cursor } : { after: page.cursor }),
  };
  return queryOptions({
    queryKey: auditKeys.page(filter, page),
    queryFn: ({ signal }) =>
      filter.brand === null
        ? callOps(listPlatformActions, { query: { ...filterQuery(filter), ...paging }, signal })
        : callOps(listStaffActions, {
            query: { ...filterQuery(filter), merchant: filter.brand, ...paging },
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as the server's CSV file (the export is itself recorded in the log). */
export function downloadAudit(filter: AuditFilter): Promise<void> {
  return filter.brand === null
    ? downloadOps(exportPlatformActions, filterQuery(filter))
    : downloadOps(exportStaffActions, { ...filterQuery(filter), merchant: filter.brand });
}
