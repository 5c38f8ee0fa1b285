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

export const ZLaunchGameValue = z.object({
  game_url: z
    .union([z.url(), z.string().regex(/^\/lottery\?gameCode=[\w%.-]+$/)])
    .describe(
      "Open in the /game iframe; a site path (/lottery?gameCode=) opens the platform's own lottery page",
    ),
  demo: z.boolean().describe('Demo credits: the wallet is not touched'),
});
