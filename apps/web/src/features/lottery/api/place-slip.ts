import type { RouteBody } from '@platform/contracts/endpoint';
import { placeLotteryBets } from '@platform/contracts/lottery/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

type Placement = { body: RouteBody<typeof placeLotteryBets>; idempotencyKey: string };

/** Places a slip; the balance in the header and the member's bets are read again whatever happened. */
export function usePlaceSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Placement) => callApi(placeLotteryBets, { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_DATA }),
  });
}
