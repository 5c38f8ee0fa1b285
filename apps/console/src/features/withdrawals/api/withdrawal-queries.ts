import type { RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import {
  approveWithdrawal,
  listProofs,
  payWithdrawal,
  rejectWithdrawal,
  reviewWithdrawal,
  withdrawalQueue,
} from '@platform/contracts/withdrawals/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type QueueQuery = NonNullable<RouteQuery<typeof withdrawalQueue>>;
/** One line of the queue, as the server answers it. */
export type WithdrawalRow = RouteValue<typeof withdrawalQueue>['withdrawals'][number];

/** Query keys of the withdrawal feature: everything under ['withdrawals'] is read again after a step. */
const withdrawalKeys = {
  all: ['withdrawals'] as const,
  queue: (query: QueueQuery) => ['withdrawals', 'queue', query] as const,
  proofs: (merchant: string, withdrawalId: string) =>
    ['withdrawals', 'proofs', merchant, withdrawalId] as const,
};

/** One server page of the queue with its risk signals; the previous page stays shown while the next loads. */
export function withdrawalQueueQuery(query: QueueQuery) {
  return queryOptions({
    queryKey: withdrawalKeys.queue(query),
    queryFn: ({ signal }) => callOps(withdrawalQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The member's proof images of a payment they say did not arrive. */
export function withdrawalProofsQuery(merchant: string, withdrawalId: string) {
  return queryOptions({
    queryKey: withdrawalKeys.proofs(merchant, withdrawalId),
    queryFn: ({ signal }) => callOps(listProofs, { query: { merchant, withdrawalId }, signal }),
  });
}

export type WithdrawalStep = 'approve' | 'reject' | 'pay';
const STEP_ROUTES = { approve: approveWithdrawal, reject: rejectWithdrawal, pay: payWithdrawal } as const;

/**
 * Approves, rejects or pays a withdrawal (audited; from the brand's four-eyes amount approving opens a
 * request a second person decides, which the answer's pendingApproval shows). The queue is read again.
 */
export function useWithdrawalStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      step,
      ...body
    }: {
      step: WithdrawalStep;
      merchant: string;
      withdrawalId: string;
      reason?: string;
    }) =>
      step === 'reject'
        ? callOps(STEP_ROUTES.reject, { body: { ...body, reason: body.reason ?? '' } })
        : callOps(STEP_ROUTES[step], { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/**
 * Settles a member's claim that a payment did not (fully) arrive: it stands, or what is missing is
 * refunded (from the brand's four-eyes amount, a request a second person approves). Audited with the reason.
 */
export function useWithdrawalReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      merchant: string;
      withdrawalId: string;
      decision: 'paid' | 'refund';
      reason: string;
    }) => callOps(reviewWithdrawal, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}
