import { parseMoney } from '@platform/contracts/money';
import { HOUSE_BACCARAT_TABLES } from '@platform/contracts/vendor-wallet/house';
import type { GameKind } from './rounds.ts';

/** The stakes a play session takes, in minor units of its currency. */
export type StakeLimits = { min: bigint; max: bigint };

/** A table the launch chose (its `room`), by code. */
export type TableCode = (typeof HOUSE_BACCARAT_TABLES)[number]['code'];

/** Without a table: from 0.10 (the slot hint's minimum bet) to 1,000 per round. */
const OPEN_MAX_UNITS = 1000n;

/** The table of `game` that `room` names; undefined when the game has no such table (only baccarat has tables). */
export function tableOf(game: GameKind, room: string): TableCode | undefined {
  if (game !== 'baccarat') return undefined;
  return HOUSE_BACCARAT_TABLES.find(({ code }) => code === room)?.code;
}

/** The stakes a session takes at `table`, or at no table, in a currency of `scale` decimals. */
export function stakeLimits(table: TableCode | null, scale: number): StakeLimits {
  const unit = 10n ** BigInt(scale);
  const chosen = HOUSE_BACCARAT_TABLES.find(({ code }) => code === table);
  if (!chosen) return { min: 10n ** BigInt(Math.max(0, scale - 1)), max: OPEN_MAX_UNITS * unit };
  return { min: BigInt(chosen.minStake) * unit, max: BigInt(chosen.maxStake) * unit };
}

/**
 * The stakes of `own` (a table's, or the open ones) narrowed to the limits the platform set for the
 * game, which its wallet enforces. A table whose stakes lie wholly outside them takes the platform's:
 * the player is shown only stakes the wallet takes.
 */
export function withinPlatformLimits(
  own: StakeLimits,
  platform: { min?: string | undefined; max?: string | undefined },
  scale: number,
): StakeLimits {
  const min = platform.min === undefined ? null : parseMoney(platform.min, scale);
  const max = platform.max === undefined ? null : parseMoney(platform.max, scale);
  const narrowed = {
    min: min !== null && min > own.min ? min : own.min,
    max: max !== null && max < own.max ? max : own.max,
  };
  if (narrowed.min <= narrowed.max) return narrowed;
  return { min: min ?? narrowed.max, max: max ?? narrowed.min };
}
