import type { RouteQuery } from '@platform/contracts/endpoint';
import { listStaff, setStaffStatus } from '@platform/contracts/operator/routes';

type StaffListQuery = NonNullable<RouteQuery<typeof listStaff>>;

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

/** Query keys of the staff feature: everything under ['staff'] is refetched after a change. */
const staffKeys = {
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

/** Suspends or reactivates a staff account (audited with the reason); the lists are read again after. */
export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { operatorId: string; status: 'ACTIVE' | 'DISABLED'; reason: string }) =>
      callOps(setStaffStatus, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
