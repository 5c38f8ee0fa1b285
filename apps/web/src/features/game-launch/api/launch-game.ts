import { launchGame } from '@platform/contracts/games/routes';
import { callApi } from '../../../shared/api/call-api.ts';

/** The spec's launch request: who plays comes from the session; the rest is what the site always sends. */
export const requestGameLaunch = (nodeId: string, gameCode: string, language: string) =>
  callApi(launchGame, {
    body: {
      nodeId,
      gameId: gameCode,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language,
    },
  });
