import { z } from 'zod';

/** Time-outs (a short break) and self-exclusions (a long one): neither can be ended early. */
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type ExclusionKind = 'time-out' | 'self-exclusion';

export const kindOfPeriod = (period: ExclusionPeriod): ExclusionKind =>
  (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time-out' : 'self-exclusion';

/** The end of a break of `period` taken at `start`: calendar months and years, fixed days and weeks. */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date {
  const end = new Date(start);
  const DAY = 86_400_000;
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY);
    case '1w':
      return new Date(start.getTime() + 7 * DAY);
    case '6w':
      return new Date(start.getTime() + 42 * DAY);
    case '1m':
      end.setUTCMonth(end.getUTCMonth() + 1);
      return end;
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export const ZExclusionPeriod = z.enum(EXCLUSION_PERIODS);

export const ZTakeExclusionBody = z.object({
  period: ZExclusionPeriod,
  password: z.string().min(1).max(128).describe('The login password, re-entered to confirm'),
});

export const ZExclusionState = z.object({
  active: z
    .object({
      kind: z.enum(['time-out', 'self-exclusion']),
      period: ZExclusionPeriod,
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    })
    .nullable()
    .describe('The break in force, if any: nothing ends it early'),
});
export type ExclusionState = z.output<typeof ZExclusionState>;

const ZBrandCode = z.string().min(2).max(32);

/** Player 360: the member's breaks and the latest refusals, with the person key each matched on. */
export const ZPlayerExclusionsQuery = z.object({
  merchant: ZBrandCode,
  memberId: z.string().regex(/^\d{1,18}$/),
});
export const ZPlayerExclusions = z.object({
  exclusions: z.array(
    z.object({
      kind: z.enum(['time-out', 'self-exclusion']),
      period: ZExclusionPeriod,
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      inForce: z.boolean(),
    }),
  ),
  blocks: z.array(
    z.object({
      action: z.enum(['register', 'login', 'deposit', 'launch', 'bet', 'transfer']),
      matchedOn: z
        .enum(['member', 'phone', 'email', 'bankAccount', 'nameBirth', 'documentNumber'])
        .describe(
          "member: the player's own break; otherwise the person key another break or the register matched",
        ),
      source: z.enum(['this brand', 'another brand', 'register']),
      at: z.iso.datetime(),
    }),
  ),
});

export const ZRegisterQuery = z.object({ merchant: ZBrandCode });
export const ZRegisterStatus = z.object({
  sourceKind: z.enum(['file', 'http']).nullable(),
  url: z.string().nullable(),
  importedAt: z.iso.datetime().nullable(),
  entries: z.number().int(),
  stale: z.boolean().describe('Imported over 24 hours ago (or never): the console alerts'),
});
export type RegisterStatus = z.output<typeof ZRegisterStatus>;

export const ZRegisterSourceBody = z.object({
  merchant: ZBrandCode,
  url: z.url({ protocol: /^https?$/ }).max(500),
  secret: z.string().max(200).optional().describe('Sent as a bearer token; kept sealed, never shown again'),
});

export const ZRegisterUploadBody = z.object({
  merchant: ZBrandCode,
  csv: z
    .string()
    .min(1)
    .max(5 * 1024 * 1024)
    .describe(
      'Header of phone, email, bankAccount, realName, birthDate, documentNumber, endsAt; one person a line',
    ),
});
