import {
  confirmDeposit,
  depositCallbacks,
  depositQueue,
  queryDepositStatus,
  rejectDeposit,
} from '@platform/contracts/deposits/routes';
import type { RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type QueueQuery = NonNullable<RouteQuery<typeof depositQueue>>;
/** One line of the queue, as the server answers it. */
export type DepositRow = RouteValue<typeof depositQueue>['deposits'][number];

/** Query keys of the deposit feature: everything under ['deposits'] is read again after a decision. */
const depositKeys = {
  all: ['deposits'] as const,
  queue: (query: QueueQuery) => ['deposits', 'queue', query] as const,
  callbacks: (merchant: string, depositId: string) => ['deposits', 'callbacks', merchant, depositId] as const,
};

/** One server page of bank transfers or online orders; the previous page stays shown while the next loads. */
export function depositQueueQuery(query: QueueQuery) {
  return queryOptions({
    queryKey: depositKeys.queue(query),
    queryFn: ({ signal }) => callOps(depositQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An online order's gateway callbacks, as received, with what came of each. */
export function depositCallbacksQuery(merchant: string, depositId: string) {
  return queryOptions({
    queryKey: depositKeys.callbacks(merchant, depositId),
    queryFn: ({ signal }) => callOps(depositCallbacks, { query: { merchant, depositId }, signal }),
  });
}

/**
 * Confirms a bank transfer with the amount that arrived (from the brand's four-eyes amount, a request
 * a second person approves) or rejects it with the reason the member sees. The queue is read again.
 */
export function useDepositDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision:
        | { action: 'confirm'; merchant: string; depositId: string; amount: string; reason: string }
        | { action: 'reject'; merchant: string; depositId: string; reason: string },
    ) => {
      const { action, ...body } = decision;
      return action === 'confirm' ? callOps(confirmDeposit, { body }) : callOps(rejectDeposit, { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

/**
 * Asks the gateway about an online order now; what came of it is kept with its callbacks, which are
 * read again with the queue (a payment the gateway holds is credited).
 */
export function useDepositStatusQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchant: string; depositId: string }) => callOps(queryDepositStatus, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }),
  });
}
