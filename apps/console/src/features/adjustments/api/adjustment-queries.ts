import { adjustBalance } from '@platform/contracts/adjustments/routes';
import { adjustPoints } from '@platform/contracts/loyalty/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type AdjustmentForm = {
  merchant: string;
  memberAccount: string;
  wallet: 'main' | 'points';
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  /** One per form filled: a retry of the same submission answers the first request. */
  idempotencyKey: string;
};

/** What came of an adjustment: a request waiting for a second person, or points already moved. */
export type AdjustmentOutcome = { requestId: string } | { pointsBalance: string };

/**
 * Asks for a balance adjustment (always a four-eyes request) or adjusts points (a request from the
 * brand's points four-eyes amount). The approvals inbox is read again.
 */
export function useAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      wallet,
      direction,
      amount,
      ...form
    }: AdjustmentForm): Promise<AdjustmentOutcome> => {
      if (wallet === 'main') {
        const request = await callOps(adjustBalance, { body: { ...form, direction, amount } });
        return { requestId: request.id };
      }
      const points = await callOps(adjustPoints, {
        body: { ...form, points: direction === 'debit' ? `-${amount}` : amount },
      });
      return points.pendingApproval
        ? { requestId: points.pendingApproval }
        : { pointsBalance: points.balance };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
}
