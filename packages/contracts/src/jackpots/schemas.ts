import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** The brand's jackpots as the site shows them: each pool's amount now, and the latest winners. */
export const ZJackpots = z.object({
  jackpots: z.array(
    z.object({
      code: z.string().describe('The jackpot, e.g. LOTUS_GRAND (the site names it in the reader’s language)'),
      amount: ZMoney.describe('What the pool holds now: what its next winner is paid'),
      gameCodes: z.array(z.string()).describe('The games whose stakes feed it and which may win it'),
    }),
  ),
  winners: z.array(
    z.object({
      player: z.string().describe('The account, masked: its first two letters and its last'),
      jackpot: z.string(),
      amount: ZMoney,
      wonAt: z.iso.datetime(),
    }),
  ),
});

/** How many wins the winners' list shows. */
export const JACKPOT_WINNERS_SHOWN = 10;

/** opening until its seed is in the pool; only an open jackpot takes games, fundings and wins. */
export const JACKPOT_STATES = ['opening', 'open', 'closed'] as const;

const ZBrand = z.string().min(2).max(32).describe('Brand code');
const ZJackpotCode = z
  .string()
  .regex(/^[A-Z0-9_]{1,32}$/)
  .describe('Upper-case letters, digits and _; the site names it in the reader’s language');
const ZShareBp = z
  .number()
  .int()
  .min(1)
  .max(1000)
  .describe('The share of each eligible stake the pool takes, in basis points (100 = 1 %), at most 10 %');
const ZGameCodes = z
  .array(z.string().trim().min(1).max(64))
  .max(100)
  .refine((codes) => new Set(codes).size === codes.length, 'each game once')
  .describe('The games whose stakes feed it and which may win it, by game code');
const ZAmountText = z
  .string()
  .max(32)
  .describe('Positive decimal string with at most the currency scale, e.g. "5000.00"');
const ZStaffReason = z.string().trim().min(5).max(500).describe('Why: kept in the audit log');
const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,80}$/)
  .describe('Chosen by the caller; the same key again answers the first request');

export const ZStaffJackpotsQuery = z.object({ merchant: ZBrand });

/** A funding of the pool waiting for a second person (the jackpot's target is locked meanwhile). */
const ZPendingFunding = z
  .object({
    id: z.string(),
    kind: z.enum(['jackpot.fund', 'jackpot.close']),
    amount: ZMoney,
    requestedBy: z.string(),
  })
  .nullable()
  .describe('The four-eyes request waiting at /ops/approvals, if any: a funding or the closing');

/** The brand's jackpots as staff see them: the rules, the pool now, the last winners. */
export const ZStaffJackpots = z.object({
  jackpots: z.array(
    z.object({
      code: ZJackpotCode,
      state: z
        .enum(JACKPOT_STATES)
        .describe(
          'opening: its seed waits for a second person (or was refused: fund its seed again, or close it); open; closed: its pool went back to the house',
        ),
      amount: ZMoney.describe(
        'What the pool holds now (its ledger account); below zero only after a stake given back',
      ),
      contributionBp: ZShareBp,
      seedAmount: ZMoney.describe('What the pool holds again after each win, from the house'),
      gameCodes: z.array(z.string()),
      pendingFunding: ZPendingFunding,
      winners: z.array(
        z.object({
          memberAccount: z.string(),
          amount: ZMoney,
          wonAt: z.iso.datetime(),
        }),
      ),
    }),
  ),
});

/** How many of each jackpot's latest wins the console shows. */
export const JACKPOT_WINNERS_STAFF = 5;

export const ZJackpotCreateBody = z.object({
  merchant: ZBrand,
  code: ZJackpotCode,
  contributionBp: ZShareBp,
  seedAmount: ZAmountText.describe(
    'The pool is opened with it, from the house: four-eyes from the brand’s amount',
  ),
  gameCodes: ZGameCodes,
  reason: ZStaffReason,
  idempotencyKey: ZIdempotencyKey,
});

export const ZJackpotRulesBody = z.object({
  merchant: ZBrand,
  code: ZJackpotCode,
  contributionBp: ZShareBp,
  gameCodes: ZGameCodes,
  reason: ZStaffReason,
});

export const ZJackpotFundingBody = z.object({
  merchant: ZBrand,
  code: ZJackpotCode,
  kind: z
    .enum(['seed', 'top-up'])
    .describe(
      'seed: the new seed amount (of an opening whose seed was refused: its whole seed, moved into the pool, which opens it), a raise moved into the pool now from the house (a lower seed moves nothing: the pool holds members’ shares, and applies from the next win); top-up: this amount moved from the house into the pool',
    ),
  amount: ZAmountText,
  reason: ZStaffReason,
  idempotencyKey: ZIdempotencyKey,
});

export const ZJackpotCloseBody = z.object({
  merchant: ZBrand,
  code: ZJackpotCode,
  reason: ZStaffReason,
  idempotencyKey: ZIdempotencyKey,
});

/** What a change did: the money moved now, or the four-eyes request that will move it. */
export const ZJackpotChange = z.object({
  code: ZJackpotCode,
  moved: ZMoney.describe(
    'Moved from the house into the pool now (a closing: from the pool back to the house)',
  ),
  pendingApproval: z.string().nullable().describe('The request a second person approves, when it needs one'),
});
