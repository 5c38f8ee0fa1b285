import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZApproveResultBody,
  ZCancelBetBody,
  ZCancelDrawBody,
  ZChases,
  ZDone,
  ZDrawCancelled,
  ZEnterResultBody,
  ZGameCodeQuery,
  ZGameSettings,
  ZGameSettingsBody,
  ZImported,
  ZImportResultsBody,
  ZLotteryGameInfo,
  ZLottoMenu,
  ZMyBets,
  ZMyBetsQuery,
  ZResults,
  ZResultsQuery,
  ZSlipBody,
  ZSlipValue,
  ZStaffDraws,
  ZStaffDrawsQuery,
  ZStaffLotteryGames,
  ZStaffLotteryGamesQuery,
  ZStopChaseBody,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const getLottoMenu = defineRoute<Out<typeof ZLottoMenu>>({
  method: 'GET',
  path: '/lgw/lottery/menu',
  auth: 'none',
});

export const getLotteryGame = defineRoute<Out<typeof ZLotteryGameInfo>, In<typeof ZGameCodeQuery>>({
  method: 'GET',
  path: '/lgw/lottery/game',
  auth: 'none',
});

export const getLotteryResults = defineRoute<Out<typeof ZResults>, In<typeof ZResultsQuery>>({
  method: 'GET',
  path: '/lgw/lottery/results',
  auth: 'none',
});

export const placeLotteryBets = defineRoute<Out<typeof ZSlipValue>, undefined, In<typeof ZSlipBody>>({
  method: 'POST',
  path: '/wps/lottery/bets',
  auth: 'token',
});

export const listLotteryBets = defineRoute<Out<typeof ZMyBets>, In<typeof ZMyBetsQuery>>({
  method: 'GET',
  path: '/wps/lottery/bets',
  auth: 'token',
});

export const cancelLotteryBet = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZCancelBetBody>>({
  method: 'POST',
  path: '/wps/lottery/bets/cancel',
  auth: 'token',
});

export const listLotteryChases = defineRoute<Out<typeof ZChases>>({
  method: 'GET',
  path: '/wps/lottery/chases',
  auth: 'token',
});

export const stopLotteryChase = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZStopChaseBody>>({
  method: 'POST',
  path: '/wps/lottery/chases/stop',
  auth: 'token',
});

export const enterLotteryResult = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZEnterResultBody>>({
  method: 'POST',
  path: '/ops/lottery/results',
  auth: 'operator',
});

export const approveLotteryResult = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZApproveResultBody>>({
  method: 'POST',
  path: '/ops/lottery/results/approve',
  auth: 'operator',
});

export const importLotteryResults = defineRoute<
  Out<typeof ZImported>,
  undefined,
  In<typeof ZImportResultsBody>
>({
  method: 'POST',
  path: '/ops/lottery/results/import',
  auth: 'operator',
});

export const cancelLotteryDraw = defineRoute<
  Out<typeof ZDrawCancelled>,
  undefined,
  In<typeof ZCancelDrawBody>
>({
  method: 'POST',
  path: '/ops/lottery/draws/cancel',
  auth: 'operator',
});

export const setLotteryGame = defineRoute<Out<typeof ZGameSettings>, undefined, In<typeof ZGameSettingsBody>>(
  {
    method: 'POST',
    path: '/ops/lottery/games/settings',
    auth: 'operator',
  },
);

/** Server-sent events of one game's draws (`event: draw`, data ZDrawEvent); not an enveloped call. */
export const LOTTERY_LIVE_PATH = '/lgw/lottery/live';

export const staffLotteryGames = defineRoute<
  Out<typeof ZStaffLotteryGames>,
  In<typeof ZStaffLotteryGamesQuery>
>({ method: 'GET', path: '/ops/lottery/games', auth: 'operator' });

export const staffLotteryDraws = defineRoute<Out<typeof ZStaffDraws>, In<typeof ZStaffDrawsQuery>>({
  method: 'GET',
  path: '/ops/lottery/draws',
  auth: 'operator',
});
