import type { Game } from '@platform/contracts/games/categories';
import { launchGame } from '@platform/contracts/games/routes';
import { callApi } from '../../../shared/api/call-api.ts';

/** What a launch needs of a game; a PVP room names its game by these too. */
export type LaunchTarget = Pick<Game, 'nodeId' | 'code' | 'gameCategory' | 'vendorCode' | 'inMaintenance'> & {
  vassalage?: string | null;
};

/**
 * The spec's launch request: who plays comes from the session; the rest is what the site always
 * sends, with the game's group (vassalage), for a card table its room, and the member's theme when
 * they chose one (a game page of the platform's follows it).
 */
export const requestGameLaunch = (
  game: LaunchTarget,
  language: string,
  roomId?: string,
  theme?: 'light' | 'dark',
) =>
  callApi(launchGame, {
    body: {
      nodeId: game.nodeId,
      gameId: game.code,
      ...(roomId ? { roomId } : {}),
      ...(game.vassalage ? { vassalage: game.vassalage } : {}),
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language,
      ...(theme ? { theme } : {}),
    },
  });
