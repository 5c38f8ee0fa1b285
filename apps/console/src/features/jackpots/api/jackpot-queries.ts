import type { RouteBody, RouteValue } from '@platform/contracts/endpoint';
import {
  closeJackpot,
  createJackpot,
  fundJackpot,
  listStaffJackpots,
  putJackpotRules,
} from '@platform/contracts/jackpots/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type StaffJackpot = RouteValue<typeof listStaffJackpots>['jackpots'][number];

/** The brand's jackpots, read again every few seconds: the pools move with every eligible stake. */
export function jackpotsQuery(merchant: string) {
  return queryOptions({
    queryKey: ['jackpots', merchant] as const,
    queryFn: ({ signal }) => callOps(listStaffJackpots, { query: { merchant }, signal }),
    refetchInterval: 5_000,
  });
}

/**
 * Opens a jackpot, sets its rules, funds its pool or closes it. A funding or a closing may become a
 * four-eyes request, so the approvals inbox is read again with the jackpots.
 */
export function useJackpotChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; body: RouteBody<typeof createJackpot> }
        | { kind: 'rules'; body: RouteBody<typeof putJackpotRules> }
        | { kind: 'funding'; body: RouteBody<typeof fundJackpot> }
        | { kind: 'close'; body: RouteBody<typeof closeJackpot> },
    ) => {
      if (change.kind === 'create') return callOps(createJackpot, { body: change.body });
      if (change.kind === 'rules') return callOps(putJackpotRules, { body: change.body });
      if (change.kind === 'close') return callOps(closeJackpot, { body: change.body });
      return callOps(fundJackpot, { body: change.body });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['jackpots'] }),
        queryClient.invalidateQueries({ queryKey: ['approvals'] }),
      ]),
  });
}
