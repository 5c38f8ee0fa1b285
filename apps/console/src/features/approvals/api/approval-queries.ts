import { approveRequest, listApprovals, rejectRequest } from '@platform/contracts/approvals/routes';
import type { RouteQuery } from '@platform/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type ApprovalsQuery = NonNullable<RouteQuery<typeof listApprovals>>;

/**
 * Query keys of the approvals feature. A decision moves money another screen shows (a withdrawal, a
 * deposit, a balance), so after one every query is read again, not only these.
 */
const approvalKeys = {
  list: (query: ApprovalsQuery) => ['approvals', 'list', query] as const,
};

/** One page of four-eyes requests (cursor paged: `after` is the last id of the page before). */
export function approvalsQuery(query: ApprovalsQuery) {
  return queryOptions({
    queryKey: approvalKeys.list(query),
    queryFn: ({ signal }) => callOps(listApprovals, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approves (carrying the request out) or rejects (with a reason) a pending request. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { merchant: string; requestId: string; reject?: { reason: string } }) =>
      decision.reject
        ? callOps(rejectRequest, {
            body: {
              merchant: decision.merchant,
              requestId: decision.requestId,
              reason: decision.reject.reason,
            },
          })
        : callOps(approveRequest, { body: { merchant: decision.merchant, requestId: decision.requestId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
