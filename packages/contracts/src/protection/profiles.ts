/**
 * Player-protection profiles: a brand picks one, and it sets the defaults and ceilings of the rules that
 * protect its players (limits, reality checks, game pace, bonus terms). A player's own choices can only be
 * tightened by the operator, never loosened; a profile never removes a limit the player set.
 *
 * The figures follow the regimes the names recall, as a starting point an operator's compliance team
 * confirms: they are product defaults, not legal advice.
 */
// A brand starts with `basic` (the column's default, migration 0108): protection is on unless an
// operator chooses otherwise.
export const PROTECTION_PROFILE_CODES = ['off', 'basic', 'mga', 'ukgc'] as const;
export type ProtectionProfileCode = (typeof PROTECTION_PROFILE_CODES)[number];

/** Hours a raised or removed limit waits before the player may confirm it (a lowered one applies at once). */
export const LIMIT_RAISE_COOLDOWN_HOURS = 24;

export type ProtectionProfile = {
  /** Minutes between reality checks when the player chose none; null: no reality check by default. */
  realityCheckMinutes: number | null;
  /** Whether a player may turn the reality check off (the profile's default then applies again). */
  realityCheckOptional: boolean;
  /** Shortest time between the starts of two rounds of one house game, in milliseconds; 0: none. */
  minCycleMs: { slots: number; other: number };
  /** Rounds an auto-play may run unattended; 0: no auto-play. */
  maxAutoplayRounds: number;
  /** Whether turbo and quick-stop may be offered in the house games. */
  turboAllowed: boolean;
  /** Whether the house games show the player's net position of the session. */
  netPositionShown: boolean;
  /**
   * Largest stake on one slot spin, in major units of the brand's currency, by the player's age: the
   * first band whose `underAge` is above the player's age applies; null: no profile ceiling.
   */
  slotStakeBands: readonly { underAge: number | null; maxMajor: number }[] | null;
  /** Highest wagering requirement a bonus may carry, as a multiple of the bonus; null: no ceiling. */
  maxBonusWagering: number | null;
  /** Whether one bonus may be wagered across products (casino and lottery, say). */
  mixedProductBonus: boolean;
  /** Whether a date of birth is needed before the first deposit. */
  birthdayBeforeDeposit: boolean;
};

export const PROTECTION_PROFILES: Record<ProtectionProfileCode, ProtectionProfile> = {
  off: {
    realityCheckMinutes: null,
    realityCheckOptional: true,
    minCycleMs: { slots: 0, other: 0 },
    maxAutoplayRounds: 1000,
    turboAllowed: true,
    netPositionShown: false,
    slotStakeBands: null,
    maxBonusWagering: null,
    mixedProductBonus: true,
    birthdayBeforeDeposit: false,
  },
  basic: {
    realityCheckMinutes: 60,
    realityCheckOptional: true,
    minCycleMs: { slots: 0, other: 0 },
    maxAutoplayRounds: 100,
    turboAllowed: true,
    netPositionShown: true,
    slotStakeBands: null,
    maxBonusWagering: null,
    mixedProductBonus: true,
    birthdayBeforeDeposit: false,
  },
  mga: {
    realityCheckMinutes: 60,
    realityCheckOptional: false,
    minCycleMs: { slots: 0, other: 0 },
    maxAutoplayRounds: 100,
    turboAllowed: true,
    netPositionShown: true,
    slotStakeBands: null,
    maxBonusWagering: 35,
    mixedProductBonus: true,
    birthdayBeforeDeposit: true,
  },
  ukgc: {
    realityCheckMinutes: 60,
    realityCheckOptional: false,
    minCycleMs: { slots: 2500, other: 5000 },
    maxAutoplayRounds: 0,
    turboAllowed: false,
    netPositionShown: true,
    slotStakeBands: [
      { underAge: 25, maxMajor: 2 },
      { underAge: null, maxMajor: 5 },
    ],
    maxBonusWagering: 10,
    mixedProductBonus: false,
    birthdayBeforeDeposit: true,
  },
};

export function protectionProfile(code: ProtectionProfileCode): ProtectionProfile {
  return PROTECTION_PROFILES[code];
}
