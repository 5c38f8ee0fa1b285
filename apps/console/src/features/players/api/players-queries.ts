import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { kycMember } from '@platform/contracts/kyc/routes';
import * as routes from '@platform/contracts/players/routes';
import type { PLAYER_STATUSES } from '@platform/contracts/players/schemas';
import * as limitRoutes from '@platform/contracts/protection/limit-routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type PlayerSearchQuery = NonNullable<RouteQuery<typeof routes.searchPlayers>>;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];
/** A player of a brand: what every 360 call names. */
export type PlayerRef = { merchant: string; memberId: string };
type Paging = { page: number; pageSize: number };

/** Query keys of the players feature: everything under ['players'] is read again after a change. */
const playersKeys = {
  all: ['players'] as const,
  search: (query: PlayerSearchQuery) => ['players', 'search', query] as const,
  filters: (merchant: string) => ['players', 'filters', merchant] as const,
  player: (ref: PlayerRef) => ['players', 'player', ref.merchant, ref.memberId] as const,
  section: (ref: PlayerRef, section: string, query: object) =>
    ['players', 'player', ref.merchant, ref.memberId, section, query] as const,
};

/** One server page of the search; the previous page stays shown while the next loads. */
export function playerSearchQuery(query: PlayerSearchQuery) {
  return queryOptions({
    queryKey: playersKeys.search(query),
    queryFn: ({ signal }) => callOps(routes.searchPlayers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function savedFiltersQuery(merchant: string) {
  return queryOptions({
    queryKey: playersKeys.filters(merchant),
    queryFn: ({ signal }) => callOps(routes.listSavedFilters, { query: { merchant }, signal }),
  });
}

/** The 360's summary; each opening is recorded on the server as a look at personal data. */
export function playerDetailQuery(ref: PlayerRef) {
  return queryOptions({
    queryKey: [...playersKeys.player(ref), 'detail'],
    queryFn: ({ signal }) => callOps(routes.playerDetail, { query: ref, signal }),
  });
}

/** The player's KYC level and documents (the KYC module's answer, read-only here). */
export function playerKycQuery(ref: PlayerRef) {
  return queryOptions({
    queryKey: [...playersKeys.player(ref), 'kyc'],
    queryFn: ({ signal }) => callOps(kycMember, { query: ref, signal }),
  });
}

/** A paged section of the 360 (its route and its own filters), one server page at a time. */
function sectionQuery<R extends Parameters<typeof callOps>[0]>(
  route: R,
  name: string,
  ref: PlayerRef,
  query: object,
) {
  // Each section's route takes the player and that section's own query: the factories below pair them.
  const full = { ...ref, ...query } as unknown as NonNullable<RouteQuery<R>>;
  return queryOptions({
    queryKey: playersKeys.section(ref, name, query),
    queryFn: ({ signal }) => callOps(route, { query: full, signal }),
    placeholderData: keepPreviousData,
  });
}

export const playerLedgerQuery = (
  ref: PlayerRef,
  query: Paging & { from?: string | undefined; to?: string | undefined; kind?: string | undefined },
) => sectionQuery(routes.playerLedger, 'ledger', ref, query);
export const playerBetsQuery = (ref: PlayerRef, query: Paging & { from: string; to: string }) =>
  sectionQuery(routes.playerBets, 'bets', ref, query);
export const playerLotteryBetsQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerLotteryBets, 'lottery-bets', ref, query);
export const playerDepositsQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerDeposits, 'deposits', ref, query);
export const playerWithdrawalsQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerWithdrawals, 'withdrawals', ref, query);
export const playerPointsQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerPoints, 'points', ref, query);
export const playerMessagesQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerMessages, 'messages', ref, query);
export const playerSessionsQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerSessions, 'sessions', ref, query);
export const playerNotesQuery = (ref: PlayerRef, query: Paging) =>
  sectionQuery(routes.playerNotes, 'notes', ref, query);
export const playerAuditQuery = (ref: PlayerRef, query: { limit: number; before?: string | undefined }) =>
  sectionQuery(routes.playerAudit, 'audit', ref, query);
export const playerBonusesQuery = (ref: PlayerRef) => sectionQuery(routes.playerBonuses, 'bonuses', ref, {});
export const playerLinkedQuery = (ref: PlayerRef) => sectionQuery(routes.playerLinked, 'linked', ref, {});

/** A write on the players: after it, every players query is read again (the 360 and the search). */
function usePlayersWrite<TInput>(write: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersKeys.all }),
  });
}

export const useSaveFilter = () =>
  usePlayersWrite((body: RouteBody<typeof routes.saveFilter>) => callOps(routes.saveFilter, { body }));
export const useDeleteFilter = () =>
  usePlayersWrite((query: { merchant: string; id: string }) => callOps(routes.deleteFilter, { query }));
export const useSetPlayerStatus = () =>
  usePlayersWrite((body: PlayerRef & { status: PlayerStatus; reason: string }) =>
    callOps(routes.setPlayerStatus, { body }),
  );
export const useEndSessions = () =>
  usePlayersWrite((body: PlayerRef & { reason: string }) => callOps(routes.endPlayerSessions, { body }));
export const useForcePasswordReset = () =>
  usePlayersWrite((body: PlayerRef & { reason: string }) => callOps(routes.forcePasswordReset, { body }));
export const useMessagePlayer = () =>
  usePlayersWrite((body: PlayerRef & { title: string; content: string }) =>
    callOps(routes.messagePlayer, { body }),
  );
export const useAddNote = () =>
  usePlayersWrite((body: PlayerRef & { body: string }) => callOps(routes.addPlayerNote, { body }));
export const useSetTags = () =>
  usePlayersWrite((body: PlayerRef & { tags: string[] }) => callOps(routes.setPlayerTags, { body }));
export const useSetLabels = () =>
  usePlayersWrite((body: PlayerRef & { labels: string[] }) => callOps(routes.setPlayerLabels, { body }));

/** The player's own limits and reality check (read-only but for staff tightening one). */
export const playerLimitsQuery = (ref: PlayerRef) =>
  queryOptions({
    queryKey: [...playersKeys.player(ref), 'limits'],
    queryFn: ({ signal }) => callOps(limitRoutes.playerLimits, { query: ref, signal }),
  });

export function useAskRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof limitRoutes.askRealityCheck>) =>
      callOps(limitRoutes.askRealityCheck, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playersKeys.all }),
  });
}

export function useTightenLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof limitRoutes.tightenPlayerLimit>) =>
      callOps(limitRoutes.tightenPlayerLimit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playersKeys.all }),
  });
}
