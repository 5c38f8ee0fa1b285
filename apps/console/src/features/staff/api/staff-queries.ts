import type { RouteQuery } from '@platform/contracts/endpoint';
import { listStaff } from '@platform/contracts/operator/routes';

type StaffListQuery = NonNullable<RouteQuery<typeof listStaff>>;

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

/** Query keys of the staff feature: everything under ['staff'] is refetched after a change. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffListQuery) => ['staff', 'list', query] as const,
};

/** One server page of staff accounts; the previous page stays shown while the next loads. */
export function staffListQuery(query: StaffListQuery) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => callOps(listStaff, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
