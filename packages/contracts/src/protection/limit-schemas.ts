import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZPlayerRef } from '../players/schemas.ts';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const ZLimitTarget = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS).describe('The session time limit is per day only'),
});

/** An amount of money, or whole minutes for the session time limit. */
const ZLimitAmount = z
  .string()
  .max(32)
  .describe('Money as a decimal string with at most the currency scale; minutes for the session limit');

export const ZLimitTargetBody = ZLimitTarget;

export const ZSetLimitBody = ZLimitTarget.extend({
  amount: ZLimitAmount.nullable().describe('null removes the limit (after the cooldown and a confirmation)'),
});

export const ZLimit = ZLimitTarget.extend({
  amount: ZLimitAmount.nullable().describe('The limit in force; null: none'),
  pending: z
    .object({
      amount: ZLimitAmount.nullable().describe('The raised amount waiting; null: a removal'),
      confirmFrom: z.iso
        .datetime()
        .describe('When the player may confirm it; until then the old limit holds'),
    })
    .nullable(),
  used: ZLimitAmount.describe('What the member used of the limit in the current period'),
  resetsAt: z.iso.datetime(),
});

export const ZRealityCheckSetting = z.object({
  intervalMinutes: z.number().int().nullable().describe('Minutes between checks; null: off'),
  profileMinutes: z.number().int().nullable().describe("The brand profile's default interval"),
  optional: z.boolean().describe('Whether the member may turn the check off'),
});

export const ZLimits = z.object({
  limits: z.array(ZLimit),
  cooldownHours: z.number().int(),
  realityCheck: ZRealityCheckSetting,
});

export const ZRealityCheckIntervalBody = z.object({
  minutes: z
    .number()
    .int()
    .min(0)
    .max(1440)
    .nullable()
    .describe("Minutes between checks; 0 turns it off where allowed; null: the brand's default"),
});

export const ZRealityCheck = z.object({
  due: z.boolean(),
  dueAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().describe('When this session began'),
  intervalMinutes: z.number().int().nullable(),
  wagered: ZMoney.describe('Staked in this session, net of stakes given back'),
  won: ZMoney.describe('Won in this session'),
});

export type Limit = z.output<typeof ZLimit>;
export type Limits = z.output<typeof ZLimits>;
export type RealityCheck = z.output<typeof ZRealityCheck>;

export const ZPlayerLimitsQuery = ZPlayerRef;

export const ZPlayerLimits = z.object({
  limits: z.array(ZLimit),
  realityCheck: ZRealityCheckSetting.extend({
    askedAt: z.iso
      .datetime()
      .nullable()
      .describe('When staff asked for a check the player has not answered yet; null: none'),
  }),
});

export const ZTightenLimitBody = ZPlayerRef.extend({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: ZLimitAmount.describe("Lower than the player's limit in force, or any amount where none is set"),
  reason: z.string().trim().min(3).max(500),
});
