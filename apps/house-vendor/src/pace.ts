import type { HousePace } from '@platform/contracts/protection/pace';
import { z } from 'zod';

/**
 * The brand's pace, as the platform's launch tells it (contracts/protection/pace.ts: housePaceParams).
 * A launch that tells none (an older platform, a hand-typed address) gets the strict reading: no
 * auto-play, no turbo, no cycle beyond the game's own.
 */
export const ZLaunchPace = z.object({
  cycle: z.coerce.number().int().min(0).max(60_000).default(0),
  autoplay: z.coerce.number().int().min(0).max(1000).default(0),
  turbo: z.enum(['0', '1']).default('0'),
  net: z.enum(['0', '1']).default('0'),
});

export function paceOfLaunch(query: z.output<typeof ZLaunchPace>): HousePace {
  return {
    cycleMs: query.cycle,
    autoplayRounds: query.autoplay,
    turbo: query.turbo === '1',
    netPosition: query.net === '1',
  };
}

/**
 * Added to the cycle before a round starts: the platform counts the cycle between the debits'
 * arrivals, and one debit may travel slower than the next by up to this much.
 */
export const PACE_MARGIN_MS = 250;

/** How long a round must wait before it may start, the previous one having started at `lastStartAt`. */
export function msUntilNextRound(pace: HousePace, lastStartAt: number | null, now: number): number {
  if (pace.cycleMs === 0 || lastStartAt === null) return 0;
  return Math.max(0, lastStartAt + pace.cycleMs + PACE_MARGIN_MS - now);
}

const AUTOPLAY_STEPS = [10, 25, 50, 100, 250, 500, 1000];

/** The auto-play lengths the game offers: none when the brand allows none, never more than it allows. */
export function autoplayChoices(maxRounds: number): number[] {
  if (maxRounds <= 0) return [];
  const steps = AUTOPLAY_STEPS.filter((rounds) => rounds < maxRounds);
  return [...steps, maxRounds];
}
