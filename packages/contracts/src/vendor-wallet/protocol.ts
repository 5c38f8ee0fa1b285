import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { MAX_BRAND_MARGIN, ODDS_FORMATS } from './sportsbook.ts';

/**
 * The seamless-wallet protocol a game vendor speaks to the platform: the vendor holds no money of
 * its own; every stake is a debit of the player's wallet and every win a credit, each named by the
 * vendor's transaction id so that a retry can never move money twice.
 *
 * Every call is a POST of JSON to `<wallet base>/<operation>`, signed as `signature.ts` describes.
 */
export const VENDOR_WALLET_OPERATIONS = [
  'balance',
  'debit',
  'credit',
  'rollback',
  'close-round',
  'adjust',
  'jackpot-win',
  'risk-signal',
] as const;
export type VendorWalletOperation = (typeof VENDOR_WALLET_OPERATIONS)[number];

/** Request headers of a signed call. */
export const VENDOR_HEADERS = {
  vendor: 'x-vendor-code',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** How far a call's timestamp may be from the platform's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const ZId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

const ZPlayerCall = z.object({
  /** The launch token the game was opened with. */
  token: z.string().min(16).max(128),
  /** The player id the balance call answered for the token. */
  playerId: ZId,
});

export const ZBalanceRequest = z.object({ token: z.string().min(16).max(128) });

const ZRoundCall = ZPlayerCall.extend({
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  roundId: ZId,
  transactionId: ZId,
});

export const ZDebitRequest = ZRoundCall.extend({
  amount: ZMoney,
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const ZCreditRequest = ZRoundCall.extend({
  /** Zero for a lost round; closing it is then the point of the call. */
  amount: ZMoney,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The round's last credit: no rollback may follow. */
  closeRound: z.boolean(),
});

export const ZRollbackRequest = ZRoundCall.extend({
  /** The debit to give back; it may never have arrived. */
  refTransactionId: ZId,
});

export const ZCloseRoundRequest = ZRoundCall;

/**
 * A correction of a round a credit closed (a sportsbook's result corrected after settlement): the
 * round's win moves by `amount`, up (`credit`) or down (`debit`). It comes after the launch, so the
 * token is optional; the round names its player.
 */
export const ZAdjustRequest = z.object({
  token: z.string().min(16).max(128).optional(),
  playerId: ZId,
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  roundId: ZId,
  transactionId: ZId,
  /** The earlier transaction the correction is of (the credit it amends), for the record. */
  refTransactionId: ZId.optional(),
  amount: ZMoney,
  direction: z.enum(['credit', 'debit']),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * A progressive jackpot won by a round still open (the vendor decided it from the round's committed
 * seed): the platform pays the player everything the jackpot's pool holds and restores the pool to
 * its seed amount from the house, in one transaction; the answer's `amount` is what was paid. Once per
 * transaction id, and a round wins a jackpot at most once. The round's own win is credited as usual.
 */
export const ZJackpotWinRequest = ZRoundCall.extend({
  jackpotCode: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** What two members at one table shared, as the provider saw their connections. */
export const RISK_SIGNAL_KINDS = ['shared-address', 'shared-device'] as const;

/**
 * Two players the provider saw at one table (a card room's) from one address or one device: a pair
 * for the operator's risk staff to look at, not a verdict, and no money moves. The provider sends
 * what its players share, never the address or device itself. The same signal again (the same game,
 * table, hand, kind and pair, in either order) is one signal: a retry is safe. Both players must be
 * the provider's players of one brand that lists the game.
 */
export const ZRiskSignalRequest = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  table: ZId,
  /** The hand they were dealt together, when the signal is of one. */
  hand: ZId.optional(),
  kind: z.enum(RISK_SIGNAL_KINDS),
  players: z.tuple([ZId, ZId]).refine(([a, b]) => a !== b, 'two different players'),
  observedAt: z.iso.datetime(),
});

/** Outcome codes; anything but OK moved no money. */
export const VENDOR_WALLET_CODES = [
  'OK',
  'INVALID_REQUEST',
  'UNKNOWN_VENDOR',
  'BAD_SIGNATURE',
  'STALE_TIMESTAMP',
  'NONCE_REPLAYED',
  'UNKNOWN_PLAYER',
  'TOKEN_EXPIRED',
  'UNKNOWN_GAME',
  'WRONG_CURRENCY',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'UNKNOWN_ROUND',
  'ROUND_CLOSED',
  /** A credit that would pay the round more than its stake times the game's top multiplier. */
  'WIN_LIMIT_EXCEEDED',
  /** A debit below the game's smallest stake or above its largest (the balance answer names both). */
  'STAKE_OUT_OF_LIMITS',
  /** A debit above the brand's largest single stake. */
  'STAKE_LIMIT_EXCEEDED',
  /**
   * A debit opening a round of a game sooner after the start of the member's previous round of it
   * than the brand's minimum game cycle (player protection); the launch told the game that cycle.
   */
  'GAME_CYCLE_TOO_SHORT',
  /**
   * A debit the player's protection refuses: a time-out or self-exclusion, or a wager or loss limit
   * they set. The game should stop play and send the player back to the site.
   */
  'RESPONSIBLE_GAMING_LIMIT',
  /**
   * A debit refused while the player's reality check waits for their answer on the site (which shows
   * it over the game's page). The game should pause and tell the player to answer it; once they do, the
   * next debit plays. A game that does not know this code may treat it as RESPONSIBLE_GAMING_LIMIT.
   */
  'REALITY_CHECK_DUE',
  /** A jackpot-win naming a jackpot the player's brand does not have, or one the round's game does not feed. */
  'UNKNOWN_JACKPOT',
  /** A jackpot-win naming a jackpot staff have closed: its pool went back to the house, and nothing is paid. */
  'JACKPOT_CLOSED',
] as const;
export type VendorWalletCode = (typeof VENDOR_WALLET_CODES)[number];

/** The HTTP status each outcome is answered with. */
export const VENDOR_WALLET_STATUS: Record<VendorWalletCode, number> = {
  OK: 200,
  INVALID_REQUEST: 400,
  UNKNOWN_VENDOR: 401,
  BAD_SIGNATURE: 401,
  STALE_TIMESTAMP: 401,
  NONCE_REPLAYED: 401,
  UNKNOWN_PLAYER: 404,
  TOKEN_EXPIRED: 403,
  UNKNOWN_GAME: 404,
  WRONG_CURRENCY: 400,
  INSUFFICIENT_FUNDS: 402,
  DUPLICATE_TRANSACTION: 409,
  TRANSACTION_ROLLED_BACK: 409,
  UNKNOWN_ROUND: 404,
  ROUND_CLOSED: 409,
  WIN_LIMIT_EXCEEDED: 422,
  STAKE_OUT_OF_LIMITS: 422,
  STAKE_LIMIT_EXCEEDED: 422,
  GAME_CYCLE_TOO_SHORT: 429,
  RESPONSIBLE_GAMING_LIMIT: 403,
  REALITY_CHECK_DUE: 403,
  UNKNOWN_JACKPOT: 404,
  JACKPOT_CLOSED: 409,
};

/**
 * Every answer. `balance` is the player's balance after the call; an error answer carries it too
 * once the call is signed and names a known player (an unsigned caller learns nothing).
 */
export const ZVendorWalletResponse = z.object({
  code: z.enum(VENDOR_WALLET_CODES),
  message: z.string().optional(),
  playerId: ZId.optional(),
  currency: z.string().optional(),
  balance: ZMoney.optional(),
  transactionId: ZId.optional(),
  /** Jackpot-win only: what the pool paid the player (never negative). */
  amount: ZMoney.optional(),
  /** Balance only: the stakes the launched game takes, when the platform limits them (either side may be absent). */
  stakeLimits: z.object({ min: ZMoney.optional(), max: ZMoney.optional() }).optional(),
  /**
   * Balance only, to the sportsbook: the player's brand (its code), the brand's default odds format and
   * its margin (hundredths of a percent), so the book can price and show the brand's way. Here rather than in the launch address, which the
   * player could edit: the book learns it from the platform, on the call its key signs.
   */
  brand: z
    .object({
      code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
      oddsFormat: z.enum(ODDS_FORMATS),
      margin: z.number().int().min(0).max(MAX_BRAND_MARGIN),
    })
    .optional(),
});
export type VendorWalletResponse = z.infer<typeof ZVendorWalletResponse>;
