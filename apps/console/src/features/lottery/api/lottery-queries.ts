import type { RouteBody, RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import {
  approveLotteryResult,
  cancelLotteryDraw,
  enterLotteryResult,
  setLotteryGame,
  staffLotteryDraws,
  staffLotteryGames,
} from '@platform/contracts/lottery/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type DrawsQuery = NonNullable<RouteQuery<typeof staffLotteryDraws>>;
export type DrawRow = RouteValue<typeof staffLotteryDraws>['items'][number];
export type GameRow = RouteValue<typeof staffLotteryGames>['games'][number];
export type GameSettingsBody = NonNullable<RouteBody<typeof setLotteryGame>>;

const lotteryKeys = {
  all: ['lottery'] as const,
  games: (merchant: string) => ['lottery', 'games', merchant] as const,
  draws: (query: DrawsQuery) => ['lottery', 'draws', query] as const,
};

export function lotteryGamesQuery(merchant: string) {
  return queryOptions({
    queryKey: lotteryKeys.games(merchant),
    queryFn: ({ signal }) => callOps(staffLotteryGames, { query: { merchant }, signal }),
  });
}

export function lotteryDrawsQuery(query: DrawsQuery) {
  return queryOptions({
    queryKey: lotteryKeys.draws(query),
    queryFn: ({ signal }) => callOps(staffLotteryDraws, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useLotteryWrite<TBody>(write: (body: TBody) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

type DrawRef = { merchant: string; gameCode: string; period: string };

/** Enters (or corrects one's own) official result; a different staff member approves it. */
export const useEnterResult = () =>
  useLotteryWrite((body: DrawRef & { balls: number[] }) => callOps(enterLotteryResult, { body }));

/** Approves a colleague's pending result, naming the balls checked: a changed entry is refused. */
export const useApproveResult = () =>
  useLotteryWrite((body: DrawRef & { balls: number[] }) => callOps(approveLotteryResult, { body }));

/** Cancels a draw (its bets are refunded); a closed one waits for a second staff member's confirmation. */
export const useCancelDraw = () =>
  useLotteryWrite((body: DrawRef & { reason: string }) => callOps(cancelLotteryDraw, { body }));

export const useGameSettings = () =>
  useLotteryWrite((body: GameSettingsBody) => callOps(setLotteryGame, { body }));
