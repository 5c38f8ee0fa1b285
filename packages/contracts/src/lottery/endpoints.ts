import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const getLottoMenu = defineEndpoint(routes.getLottoMenu, {
  tag: 'lottery',
  summary: "The lotto menu: the brand's lottery games by group (gameMenus, gameGroupCode, labelName)",
  value: ZLottoMenu,
});

export const getLotteryGame = defineEndpoint(routes.getLotteryGame, {
  tag: 'lottery',
  summary:
    'A lottery game: play types with odds, stake limits, the current draw (countdown, seed hash) and last results',
  query: ZGameCodeQuery,
  value: ZLotteryGameInfo,
});

export const getLotteryResults = defineEndpoint(routes.getLotteryResults, {
  tag: 'lottery',
  summary: 'Results history of a lottery game, newest first, with the ELOTT seeds to verify them',
  query: ZResultsQuery,
  value: ZResults,
});

export const placeLotteryBets = defineEndpoint(routes.placeLotteryBets, {
  tag: 'lottery',
  summary:
    'Places a bet slip (or a chase over the next draws) on the open draw, idempotent on the Idempotency-Key header',
  body: ZSlipBody,
  value: ZSlipValue,
});

export const listLotteryBets = defineEndpoint(routes.listLotteryBets, {
  tag: 'lottery',
  summary: "The member's lottery bets, newest first (status open: the open bets)",
  query: ZMyBetsQuery,
  value: ZMyBets,
});

export const cancelLotteryBet = defineEndpoint(routes.cancelLotteryBet, {
  tag: 'lottery',
  summary: 'Cancels an open bet before its draw closes; the stake goes back to the main wallet',
  body: ZCancelBetBody,
  value: ZDone,
});

export const listLotteryChases = defineEndpoint(routes.listLotteryChases, {
  tag: 'lottery',
  summary: "The member's chases, newest first",
  value: ZChases,
});

export const stopLotteryChase = defineEndpoint(routes.stopLotteryChase, {
  tag: 'lottery',
  summary: 'Stops an active chase; the stakes held for the draws not yet bet on go back to the main wallet',
  body: ZStopChaseBody,
  value: ZDone,
});

export const enterLotteryResult = defineEndpoint(routes.enterLotteryResult, {
  tag: 'operator',
  summary: 'Enters the official result of a closed LOTT draw; another staff member must approve it',
  body: ZEnterResultBody,
  value: ZDone,
  permission: 'lottery.results.enter',
});

export const approveLotteryResult = defineEndpoint(routes.approveLotteryResult, {
  tag: 'operator',
  summary:
    'Approves the pending result entered (or imported) by another staff member, naming the balls checked; the draw is then settled',
  body: ZApproveResultBody,
  value: ZDone,
  permission: 'lottery.results.approve',
});

export const importLotteryResults = defineEndpoint(routes.importLotteryResults, {
  tag: 'operator',
  summary:
    "Imports official results from a feed as the importer's entries; each waits for another staff member's approval",
  body: ZImportResultsBody,
  value: ZImported,
  permission: 'lottery.results.import',
});

export const cancelLotteryDraw = defineEndpoint(routes.cancelLotteryDraw, {
  tag: 'operator',
  summary:
    'Cancels a draw not yet drawn; every bet on it is refunded. A closed draw takes two staff members: the first asks, a different one confirms',
  body: ZCancelDrawBody,
  value: ZDrawCancelled,
  permission: 'lottery.draws.cancel',
});

export const setLotteryGame = defineEndpoint(routes.setLotteryGame, {
  tag: 'operator',
  summary:
    "Changes a lottery game's prize mode, stake limits or availability; a new prize mode moves the odds version on, so slips made on the old odds are refused",
  body: ZGameSettingsBody,
  value: ZGameSettings,
  permission: 'lottery.games.manage',
});

export const staffLotteryGames = defineEndpoint(routes.staffLotteryGames, {
  tag: 'operator',
  summary: "The brand's lottery games, enabled or not, with their prize modes, stake limits and schedules",
  query: ZStaffLotteryGamesQuery,
  value: ZStaffLotteryGames,
  permission: 'lottery.read',
});

export const staffLotteryDraws = defineEndpoint(routes.staffLotteryDraws, {
  tag: 'operator',
  summary:
    'Draws by view (upcoming calendar, awaiting a result, history), paged, with bets, the entered result, a pending cancellation and the commit-reveal seeds',
  query: ZStaffDrawsQuery,
  value: ZStaffDraws,
  permission: 'lottery.read',
});
