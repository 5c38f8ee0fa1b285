import { placeLotteryBets } from '@platform/contracts/lottery/routes';
import type { ZSlipBody } from '@platform/contracts/lottery/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

type Placement = { body: z.input<typeof ZSlipBody>; idempotencyKey: string };

/** Places a slip; the balance in the header and the member's bets are read again whatever happened. */
export function usePlaceSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Placement) => callApi(placeLotteryBets, { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_DATA }),
  });
}
