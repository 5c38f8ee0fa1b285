import {
  getLotteryGame,
  getLotteryResults,
  getLottoMenu,
  listLotteryBets,
  listLotteryChases,
} from '@platform/contracts/lottery/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

/** Everything public about one game (its draw, results): refetched together when a draw changes. */
export const gameKey = (gameCode: string) => ['lottery', gameCode] as const;
/** The member's lottery bets and chases, dropped with the rest of the member's data at sign-out. */
export const MY_LOTTERY = [...MEMBER_DATA, 'lottery'] as const;

const RESULTS_PAGE = 30;
const FALLBACK_REFRESH_MS = 30_000;

export const lotteryQueries = {
  menu: () =>
    queryOptions({
      queryKey: ['lottery', 'menu'],
      queryFn: ({ signal }) => callApi(getLottoMenu, { signal }),
      staleTime: 60_000,
    }),
  game: (gameCode: string) =>
    queryOptions({
      queryKey: [...gameKey(gameCode), 'game'],
      queryFn: ({ signal }) => callApi(getLotteryGame, { query: { gameCode }, signal }),
      // The live stream refreshes it at each change; this only covers a stream that is down.
      refetchInterval: FALLBACK_REFRESH_MS,
    }),
  results: (gameCode: string) =>
    queryOptions({
      queryKey: [...gameKey(gameCode), 'results'],
      queryFn: ({ signal }) =>
        callApi(getLotteryResults, { query: { gameCode, page: 1, pageSize: RESULTS_PAGE }, signal }),
    }),
  openBets: () =>
    queryOptions({
      queryKey: [...MY_LOTTERY, 'bets', 'open'],
      queryFn: ({ signal }) => callApi(listLotteryBets, { query: { status: 'open', pageSize: 50 }, signal }),
    }),
  chases: () =>
    queryOptions({
      queryKey: [...MY_LOTTERY, 'chases'],
      queryFn: ({ signal }) => callApi(listLotteryChases, { signal }),
    }),
};
