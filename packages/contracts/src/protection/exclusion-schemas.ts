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
