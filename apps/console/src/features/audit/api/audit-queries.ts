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

const auditKeys = {
  page: (filter: AuditFilter, before: string | undefined) => ['audit', 'page', filter, before] as const,
};

const filterQuery = ({ brand: _brand, ...rest }: AuditFilter) => rest;

/** One page of the log, newest first, older than `before`; the previous page stays shown while it loads. */
export function auditPageQuery(filter: AuditFilter, before: string | undefined, limit: number) {
  return queryOptions({
    queryKey: auditKeys.page(filter, before),
    queryFn: ({ signal }) =>
      filter.brand === null
        ? callOps(listPlatformActions, { query: { ...filterQuery(filter), before, limit }, signal })
        : callOps(listStaffActions, {
            query: { ...filterQuery(filter), merchant: filter.brand, before, limit },
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
