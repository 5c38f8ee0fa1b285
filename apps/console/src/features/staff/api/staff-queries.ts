import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import {
  getStaffAccess,
  inviteStaff,
  listStaff,
  putStaffAccess,
  resetStaffSecondFactor,
  setStaffBrands,
  setStaffRoles,
  setStaffStatus,
} from '@platform/contracts/operator/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type StaffListQuery = NonNullable<RouteQuery<typeof listStaff>>;

/** Query keys of the staff feature: everything under ['staff'] is refetched after a change. */
const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffListQuery) => ['staff', 'list', query] as const,
  access: ['staff', 'access'] as const,
};

/** One server page of staff accounts; the previous page stays shown while the next loads. */
export function staffListQuery(query: StaffListQuery) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => callOps(listStaff, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The installation's session timeouts and the roles' address lists. */
export function staffAccessQuery() {
  return queryOptions({
    queryKey: staffKeys.access,
    queryFn: ({ signal }) => callOps(getStaffAccess, { signal }),
  });
}

/** A write of staff management (each audited by the server); the lists are read again after. */
function useStaffWrite<TBody, TValue>(write: (body: TBody) => Promise<TValue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useSetStaffStatus = () =>
  useStaffWrite((body: RouteBody<typeof setStaffStatus>) => callOps(setStaffStatus, { body }));
export const useInviteStaff = () =>
  useStaffWrite((body: RouteBody<typeof inviteStaff>) => callOps(inviteStaff, { body }));
export const useSetStaffRoles = () =>
  useStaffWrite((body: RouteBody<typeof setStaffRoles>) => callOps(setStaffRoles, { body }));
export const useSetStaffBrands = () =>
  useStaffWrite((body: RouteBody<typeof setStaffBrands>) => callOps(setStaffBrands, { body }));
export const useResetSecondFactor = () =>
  useStaffWrite((body: RouteBody<typeof resetStaffSecondFactor>) =>
    callOps(resetStaffSecondFactor, { body }),
  );
export const useSetStaffAccess = () =>
  useStaffWrite((body: RouteBody<typeof putStaffAccess>) => callOps(putStaffAccess, { body }));
