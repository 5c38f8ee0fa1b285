import type { ProtectionProfile } from './profiles.ts';

/**
 * The fair-pace rules of a brand's profile as one game plays them: the platform's seamless wallet
 * enforces them, and a launch of a house game tells the game them so that its player never meets
 * the refusal in normal play.
 */

/**
 * The shortest time between the starts of two rounds of a game, in ms (0: none): a slot's (a game
 * the catalogue gives pay lines, whatever lane lists it: the RNG lane holds baccarat too) or any
 * other casino game's.
 */
export function minCycleMsOf(profile: ProtectionProfile, isSlot: boolean): number {
  return isSlot ? profile.minCycleMs.slots : profile.minCycleMs.other;
}

/**
 * The largest stake of one slot spin for a player of `age`, in major units, or null for no profile
 * ceiling. A player whose age is unknown gets the lowest band: the ceiling must hold for the youngest
 * player it could be.
 */
export function slotStakeCeilingMajor(profile: ProtectionProfile, age: number | null): number | null {
  const bands = profile.slotStakeBands;
  if (!bands || bands.length === 0) return null;
  const band =
    age === null
      ? bands.reduce((low, next) => (next.maxMajor < low.maxMajor ? next : low))
      : bands.find(({ underAge }) => underAge === null || age < underAge);
  return band?.maxMajor ?? null;
}

/** Whole years between a birthday (YYYY-MM-DD) and `now`, in UTC, as the brand's minimum age is counted. */
export function ageOn(birthday: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = birthday.split('-').map(Number);
  const hadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** What a launch tells a house game of the brand's pace, as query parameters of its launch address. */
export type HousePace = {
  /** The game's minimum cycle, in ms (0: none). */
  cycleMs: number;
  /** Rounds an auto-play may run (0: no auto-play). */
  autoplayRounds: number;
  turbo: boolean;
  /** Whether the game shows the player's net position of the session. */
  netPosition: boolean;
};

export function housePaceOf(profile: ProtectionProfile, isSlot: boolean): HousePace {
  return {
    cycleMs: minCycleMsOf(profile, isSlot),
    autoplayRounds: profile.maxAutoplayRounds,
    turbo: profile.turboAllowed,
    netPosition: profile.netPositionShown,
  };
}

/** The launch address's parameters that carry a house game's pace. */
export function housePaceParams(pace: HousePace): Record<string, string> {
  return {
    cycle: String(pace.cycleMs),
    autoplay: String(pace.autoplayRounds),
    turbo: pace.turbo ? '1' : '0',
    net: pace.netPosition ? '1' : '0',
  };
}
