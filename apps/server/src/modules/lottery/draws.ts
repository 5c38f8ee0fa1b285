import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { advanceChases } from './chase.ts';
import * as repo from './repo.ts';
import { ballsFromSeed, type Family } from './rules/index.ts';
import { upcomingDraws } from './schedule.ts';
import { settleDue } from './settlement.ts';

const SEED_BYTES = 32;

/** The commitment published when betting opens: SHA-256 of the secret seed. */
function seedHashOf(seed: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(seed).digest());
}

/**
 * Creates the coming draws of every enabled game. An ELOTT draw gets its secret seed from the CSPRNG
 * here; when two instances create the same draw, the first insert (and its seed) stands.
 */
async function ensureDraws(db: Kysely<DB>, now: Date): Promise<void> {
  for (const game of await repo.allEnabledGames(db)) {
    const planned = upcomingDraws(
      {
        kind: game.kind,
        intervalSeconds: game.interval_seconds,
        scheduleTimes: game.schedule_times,
        scheduleWeekdays: game.schedule_weekdays,
        closeSeconds: game.close_seconds,
      },
      now,
    );
    // Only draws after the last one laid out: the identity and the CSPRNG are not spent on conflicts.
    const last = await repo.lastDrawTime(db, game.id);
    await repo.insertDraws(
      db,
      game.id,
      planned
        .filter(({ drawsAt }) => !last || drawsAt > last)
        .map((draw) => {
          if (game.kind !== 'ELOTT') return { ...draw, seed: null, seedHash: null };
          const seed = new Uint8Array(randomBytes(SEED_BYTES));
          return { ...draw, seed, seedHash: seedHashOf(seed) };
        }),
    );
  }
}

/** Draws every closed ELOTT draw whose time has come: its balls follow from the seed committed to. */
async function drawElott(db: Kysely<DB>, now: Date): Promise<number> {
  let drawn = 0;
  for (const draw of await repo.closedElottDue(db, now)) {
    if (!draw.seed) throw new Error(`ELOTT draw ${draw.id} has no seed`);
    if (await repo.markDrawn(db, draw.id, ballsFromSeed(draw.family as Family, draw.seed), now)) drawn += 1;
  }
  return drawn;
}

export type LotteryRun = {
  opened: number;
  closed: number;
  chaseBets: number;
  drawn: number;
  settled: number;
};

/**
 * One pass of the lottery's clock at `now`: lay out the coming draws, open and close betting, place
 * the chases' next bets, draw the ELOTT draws due and settle what is drawn or cancelled. Each step
 * moves a draw or a bet with one conditional statement (or under a unique key), so any number of
 * instances may run passes at once, and a pass after downtime catches up on everything overdue.
 */
export async function runLotteryJobs(
  db: Kysely<DB>,
  now: Date,
  publishChange?: () => void,
): Promise<LotteryRun> {
  await ensureDraws(db, now);
  const closed = await repo.closeDue(db, now);
  const opened = await repo.openDue(db, now);
  const chaseBets = await advanceChases(db, now);
  const drawn = await drawElott(db, now);
  const settled = await settleDue(db, now);
  // Live pages (live.ts) re-read the draws they show when any moved.
  if (opened + closed + drawn + settled > 0) publishChange?.();
  return { opened, closed, chaseBets, drawn, settled };
}
