import { HOUSE_LIVE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { liveBaccarat } from './baccarat.ts';
import type { LiveGame } from './game.ts';
import { roulette } from './roulette.ts';
import { sicBo } from './sicbo.ts';

export type LiveKind = keyof typeof HOUSE_LIVE_GAMES;

/** The shared tables' games, by kind: one table of each runs for everyone. */
export const LIVE_GAMES: Record<LiveKind, LiveGame<never>> = {
  baccarat: liveBaccarat as LiveGame<never>,
  roulette: roulette as LiveGame<never>,
  sicbo: sicBo as LiveGame<never>,
};

export const LIVE_KINDS = Object.keys(HOUSE_LIVE_GAMES) as LiveKind[];

/** The kind a launch's game code names, if it is a shared table's. */
export function liveKindOf(gameCode: string): LiveKind | undefined {
  return LIVE_KINDS.find((kind) => HOUSE_LIVE_GAMES[kind] === gameCode);
}
