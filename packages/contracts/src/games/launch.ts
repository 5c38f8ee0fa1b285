import { z } from 'zod';
import { PRIZE_MODES } from '../lottery/schemas.ts';

/**
 * The spec's launch request (section 3). Who plays comes from the session, not from `username` and
 * `token` in the body, which the site still sends and the server ignores.
 */
const ZGameLaunchBody = z.object({
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
  theme: z
    .enum(['light', 'dark'])
    .optional()
    .describe("The member's chosen theme, passed on to a game page that follows it (the sportsbook's)"),
});

export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/**
 * The spec's lotto lobby launch (section 7): the platform's own lottery, opened on its betting page for
 * a game or on its lobby. `lottoArea` and `device` are the caller's and are not used; `backUrl` must be
 * a path of this site (the site's own lottery pages carry its navigation, so nothing links to it).
 */
export const ZLottoLaunchBody = z.object({
  launchMode: z.literal('LOTT'),
  lottoArea: z
    .string()
    .regex(/^[A-Z]{2,4}$/)
    .describe('The lottery area, VN'),
  lottoPrizeMode: z.enum(PRIZE_MODES).describe('The prize mode the game must be offered in'),
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional()
    .describe('The game to open; needed for the betting view'),
  lottoView: z.enum(LOTTO_VIEWS).describe("The game's betting page, or the lottery lobby"),
  device: z.string().max(32).optional(),
  backUrl: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional()
    .describe('A path of this site'),
  language: z.string().max(8).optional(),
});

/** A vendor's game (launch mode GLS), or the platform's own lottery (launch mode LOTT). */
export const ZLaunchGameBody = z.discriminatedUnion('launchMode', [ZGameLaunchBody, ZLottoLaunchBody]);

export const ZLaunchGameValue = z.object({
  game_url: z
    .union([z.url(), z.string().regex(/^\/lottery\?gameCode=[\w%.-]+$/), z.literal('/lott')])
    .describe(
      "Open in the /game iframe; a site path (/lottery?gameCode=, /lott) opens the platform's own lottery page",
    ),
  demo: z.boolean().describe('Demo credits: the wallet is not touched'),
});
