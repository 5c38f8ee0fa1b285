import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';

/** LF: the low-frequency daily draws (a 3-digit game). */
export const LOTTERY_FAMILIES = ['SSC', 'PK10', '11X5', 'LHC', 'K3', 'VN', 'LF'] as const;
export const LOTTERY_KINDS = ['ELOTT', 'LOTT'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'refunded', 'cancelled'] as const;
export const CHASE_STATUSES = ['active', 'done', 'stopped', 'won'] as const;

const ZGameCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
const ZPeriod = z
  .string()
  .regex(/^\d{8}-\d{4}$/)
  .describe('Draw number: GMT+8 day and number or time');
const ZId = ZRowId;
const ZHex = z.string().regex(/^[0-9a-f]*$/);

const ZLotteryGame = z.object({
  gameCode: ZGameCode,
  name: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  kind: z.enum(LOTTERY_KINDS),
  prizeMode: z.enum(PRIZE_MODES),
});

/** The lotto menu (spec: gameMenus, gameGroupCode, labelName): the brand's lottery games by group. */
export const ZLottoMenu = z.object({
  gameMenus: z.array(
    z.object({
      gameGroupCode: z.string(),
      labelName: z.string(),
      games: z.array(ZLotteryGame),
    }),
  ),
});

export const ZGameCodeQuery = z.object({ gameCode: ZGameCode });

/** A draw as members see it: the seed hash from opening, the seed and balls once drawn. */
export const ZDraw = z.object({
  period: ZPeriod,
  status: z.enum(DRAW_STATUSES),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  drawsAt: z.iso.datetime(),
  seedHash: ZHex.nullable().describe('SHA-256 of the ELOTT seed, hex, published when betting opens'),
  seed: ZHex.nullable().describe('The ELOTT seed, hex, revealed with the result'),
  balls: z.array(z.number().int()).nullable(),
});

const ZPlayType = z.object({
  code: z.string(),
  rows: z.array(
    z.object({
      key: z.string(),
      options: z.array(z.union([z.number(), z.string()])),
      min: z.number().int(),
      max: z.number().int(),
    }),
  ),
  prizes: z.array(z.object({ prize: z.string(), odds: z.string().describe('Decimal odds, e.g. "1.9850"') })),
});

export const ZLotteryGameInfo = ZLotteryGame.extend({
  oddsVersion: z.number().int().describe('Send back with a slip: a slip on other odds is refused'),
  minStake: ZMoney,
  maxStake: ZMoney,
  maxStakePerDraw: ZMoney,
  serverTime: z.iso.datetime().describe('For the countdown'),
  currentDraw: ZDraw.nullable(),
  lastResults: z.array(ZDraw),
  playTypes: z.array(ZPlayType),
});

export const ZResultsQuery = ZGameCodeQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZResults = z.object({ draws: z.array(ZDraw) });

export const ZSlipBody = z.object({
  gameCode: ZGameCode,
  period: ZPeriod,
  oddsVersion: z.number().int().min(1),
  selections: z
    .array(
      z.object({
        playType: z.string().min(1).max(40),
        selection: z.array(z.array(z.union([z.number().int(), z.string().max(20)])).max(60)).max(10),
        unitAmount: ZMoney,
        multiplier: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(50),
  chase: z
    .object({
      draws: z.number().int().min(2).max(120),
      stopOnWin: z.boolean(),
    })
    .optional(),
});

export const ZLotteryBet = z.object({
  betId: ZId,
  gameCode: ZGameCode,
  period: ZPeriod,
  playType: z.string(),
  selection: z.unknown(),
  betCount: z.number().int(),
  unitAmount: ZMoney,
  multiplier: z.number().int(),
  stake: ZMoney,
  win: ZMoney,
  refunded: ZMoney,
  status: z.enum(LOTTERY_BET_STATUSES),
  chaseId: ZId.nullable(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});

export const ZSlipValue = z.object({
  slipId: ZId,
  chaseId: ZId.nullable(),
  bets: z.array(ZLotteryBet),
  balance: ZMoney.describe('Main wallet after the slip'),
});

export const ZMyBetsQuery = z.object({
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZMyBets = z.object({
  bets: z.array(ZLotteryBet),
  hasMore: z.boolean().describe('Another page follows'),
});

export const ZCancelBetBody = z.object({ betId: ZId });
export const ZStopChaseBody = z.object({ chaseId: ZId });
export const ZDone = z.object({ done: z.literal(true) });

export const ZChases = z.object({
  chases: z.array(
    z.object({
      chaseId: ZId,
      gameCode: ZGameCode,
      stakePerDraw: ZMoney,
      drawsTotal: z.number().int(),
      drawsPlaced: z.number().int(),
      stopOnWin: z.boolean(),
      status: z.enum(CHASE_STATUSES),
      createdAt: z.iso.datetime(),
      endedAt: z.iso.datetime().nullable(),
    }),
  ),
});

const ZStaffDrawRef = z.object({ merchant: z.string().min(2).max(32), gameCode: ZGameCode, period: ZPeriod });
/** Up to 27 Vietnamese prize numbers of up to 6 digits; other families' balls are small. */
const ZBalls = z.array(z.number().int().min(0).max(999_999)).min(1).max(40);
export const ZEnterResultBody = ZStaffDrawRef.extend({ balls: ZBalls });
/** The approver names the balls they checked: a pending entry changed since is not approved. */
export const ZApproveResultBody = ZStaffDrawRef.extend({
  balls: ZBalls.describe('The balls the approver checked, as pending'),
});
export const ZCancelDrawBody = ZStaffDrawRef.extend({ reason: z.string().min(1).max(500) });
/** False: the draw is closed, and the request waits for a different staff member to confirm it. */
export const ZDrawCancelled = z.object({ cancelled: z.boolean() });
export const ZImportResultsBody = z.object({
  merchant: z.string().min(2).max(32),
  results: z
    .array(z.object({ gameCode: ZGameCode, period: ZPeriod, balls: ZBalls }))
    .min(1)
    .max(500),
});
export const ZImported = z.object({ imported: z.number().int() });

/** A brand's lottery game settings; a new prize mode changes the odds, so the odds version moves on. */
export const ZGameSettingsBody = z.object({
  merchant: z.string().min(2).max(32),
  gameCode: ZGameCode,
  prizeMode: z.enum(PRIZE_MODES).optional(),
  minStake: ZMoney.optional(),
  maxStake: ZMoney.optional(),
  maxStakePerDraw: ZMoney.optional(),
  enabled: z.boolean().optional(),
});
export const ZGameSettings = z.object({
  gameCode: ZGameCode,
  prizeMode: z.enum(PRIZE_MODES),
  oddsVersion: z.number().int(),
  minStake: ZMoney,
  maxStake: ZMoney,
  maxStakePerDraw: ZMoney,
  enabled: z.boolean(),
});

/** A live update of a game's draw (server-sent event `draw` on the live stream): refetch what it changes. */
export const ZDrawEvent = z.object({
  gameCode: ZGameCode,
  period: ZPeriod,
  status: z.enum(DRAW_STATUSES),
});
export const ZLiveQuery = ZGameCodeQuery.extend({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/)
    .optional()
    .describe('The brand, for browsers whose EventSource cannot send the Merchant header'),
});

// Operator reads: the games with their settings, and the draws by view.

export const ZStaffLotteryGamesQuery = z.object({ merchant: z.string().min(2).max(32) });
export const ZStaffLotteryGames = z.object({
  games: z.array(
    ZGameSettings.extend({
      name: z.string(),
      family: z.enum(LOTTERY_FAMILIES),
      kind: z.enum(LOTTERY_KINDS),
      intervalSeconds: z.number().int().nullable().describe('Seconds between draws; null: at fixed times'),
      scheduleTimes: z.array(z.string()).describe('GMT+8 draw times of a daily game'),
      closeSeconds: z.number().int().describe('Betting closes this many seconds before the draw'),
    }),
  ),
});

/**
 * upcoming: draws not yet closed, soonest first (the calendar); awaiting: closed draws waiting for
 * their result (an official game's entry and approval); history: drawn, settled or cancelled, newest first.
 */
export const STAFF_DRAW_VIEWS = ['upcoming', 'awaiting', 'history'] as const;
export const ZStaffDrawsQuery = z.object({
  merchant: z.string().min(2).max(32),
  view: z.enum(STAFF_DRAW_VIEWS).default('upcoming'),
  gameCode: ZGameCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZStaffDraw = z.object({
  gameCode: ZGameCode,
  gameName: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  period: ZPeriod,
  status: z.enum(DRAW_STATUSES),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  drawsAt: z.iso.datetime(),
  seedHash: ZHex.nullable().describe('SHA-256 of the ELOTT seed, committed before betting opened'),
  seed: ZHex.nullable().describe('The ELOTT seed, revealed with the result: its SHA-256 is seedHash'),
  balls: z.array(z.number().int()).nullable(),
  bets: z.number().int().describe('Bets on the draw, refunded ones included'),
  stake: ZMoney.describe('What those bets staked'),
  result: z
    .object({
      balls: z.array(z.number().int()),
      source: z.enum(['operator', 'import']),
      enteredBy: z.string().nullable().describe('Staff account that entered or imported it'),
      enteredAt: z.iso.datetime(),
      approvedBy: z.string().nullable(),
      approvedAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .describe("An official game's entered result: pending until approvedAt"),
  cancelRequest: z
    .object({
      reason: z.string(),
      requestedBy: z.string().nullable(),
      requestedAt: z.iso.datetime(),
      confirmedBy: z.string().nullable(),
    })
    .nullable()
    .describe('A closed draw whose cancellation one staff member asked for and a second confirms'),
});
export const ZStaffDraws = z.object({
  items: z.array(ZStaffDraw),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
