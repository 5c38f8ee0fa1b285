import { z } from 'zod';

/**
 * The spec's launch request (section 3). Who plays comes from the session, not from `username` and
 * `token` in the body, which the site still sends and the server ignores.
 */
export const ZLaunchGameBody = z.object({
  nodeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .describe('The game to open, as lists name it'),
  gameId: z.string().max(64).optional().describe('The game code, for vendors that need it'),
  roomId: z.string().max(64).optional().describe('A PVP room instead of a game'),
  accountType: z.number().int().optional(),
  confirmTrans: z.number().int().optional(),
  vassalage: z.string().max(64).optional(),
  launchMode: z.literal('GLS'),
  platform: z.string().max(32).optional(),
  clientType: z.number().int().optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  merchantCode: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});

const LOTTERY_PAGE = '/lottery';

/** The site's own betting page of one of the platform's lottery games. */
export const lotteryPagePath = (gameCode: string) =>
  `${LOTTERY_PAGE}?gameCode=${encodeURIComponent(gameCode)}`;

/** The platform's lottery game code a launch answer's address opens on the site, if it is one. */
export function lotteryGameOf(gameUrl: string): string | undefined {
  if (!gameUrl.startsWith(`${LOTTERY_PAGE}?`)) return undefined;
  return new URLSearchParams(gameUrl.slice(LOTTERY_PAGE.length + 1)).get('gameCode') ?? undefined;
}

export const ZLaunchGameValue = z.object({
  game_url: z
    .union([z.url(), z.string().regex(/^\/lottery\?gameCode=[\w%.-]+$/)])
    .describe(
      "Open in the /game iframe; a site path (/lottery?gameCode=) opens the platform's own lottery page",
    ),
  demo: z.boolean().describe('Demo credits: the wallet is not touched'),
});
