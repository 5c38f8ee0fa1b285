import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { RETIRED_PUBLIC_KEYS } from '../../platform/retired-keys.ts';
import { storedSecret } from '../system/secrets.ts';
import { advanceChases } from './chase.ts';
import * as repo from './repo.ts';
import { ballsFromSeed, type Family } from './rules/index.ts';
import { upcomingDraws } from './schedule.ts';
import { settleDue } from './settlement.ts';

/** The commitment published when betting opens: SHA-256 of the secret seed. */
function seedHashOf(seed: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(seed).digest());
}

/**
 * An ELOTT draw's secret seed: HMAC-SHA256 keyed by the server's seed secret over the draw's game and
 * period. The database keeps only its hash until the draw, so a copy of the database reveals no draw
 * to come; every instance derives the same seed, so two instances laying out one draw agree.
 */
export function drawSeed(secret: string, gameId: bigint, period: string): Uint8Array {
  return new Uint8Array(
    createHmac('sha256', secret).update(`lottery-draw-seed:${gameId}:${period}`).digest(),
  );
}

/** Creates the coming draws of every enabled game; an ELOTT draw stores the hash of its seed only. */
async function ensureDraws(db: Kysely<DB>, now: Date, seedSecret: string): Promise<void> {
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
    // Only draws after the last one laid out: the identity and the seed derivation are not spent on conflicts.
    const last = await repo.lastDrawTime(db, game.id);
    await repo.insertDraws(
      db,
      game.id,
      planned
        .filter(({ drawsAt }) => !last || drawsAt > last)
        .map((draw) => {
          if (game.kind !== 'ELOTT') return { ...draw, seed: null, seedHash: null };
          return { ...draw, seed: null, seedHash: seedHashOf(drawSeed(seedSecret, game.id, draw.period)) };
        }),
    );
  }
}

const isCommittedTo = (seed: Uint8Array, seedHash: Uint8Array) =>
  Buffer.from(seedHashOf(seed)).equals(Buffer.from(seedHash));

/**
 * Draws every closed ELOTT draw whose time has come: its balls follow from the seed committed to,
 * which is stored (revealed) with them. A draw laid out before migration 0053 kept its seed stored.
 * One laid out under the seed key earlier versions published is cancelled (its bets are given back):
 * anyone could have worked out its balls.
 */
async function drawElott(db: Kysely<DB>, now: Date, seedSecret: string): Promise<number> {
  let drawn = 0;
  for (const draw of await repo.closedElottDue(db, now)) {
    const seed = draw.seed ?? drawSeed(seedSecret, draw.game_id, draw.period);
    if (
      draw.seed_hash &&
      !draw.seed &&
      isCommittedTo(
        drawSeed(RETIRED_PUBLIC_KEYS.LOTTERY_SEED_SECRET, draw.game_id, draw.period),
        draw.seed_hash,
      )
    ) {
      await repo.cancelDraw(db, draw.id, 'closed', now);
      continue;
    }
    if (draw.seed_hash && !isCommittedTo(seed, draw.seed_hash))
      throw new Error(
        `ELOTT draw ${draw.id}: its seed does not match the hash published (seed secret changed?)`,
      );
    if (await repo.markDrawn(db, draw.id, ballsFromSeed(draw.family as Family, seed), now, seed)) drawn += 1;
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
 * the chases' next bets, draw the ELOTT draws due and settle what is drawn or cancelled. The seed key
 * is `seedSecret` when the deployment sets one, else the random one it keeps in its database. Each step
 * moves a draw or a bet with one conditional statement (or under a unique key), so any number of
 * instances may run passes at once, and a pass after downtime catches up on everything overdue.
 */
export async function runLotteryJobs(
  db: Kysely<DB>,
  now: Date,
  {
    publishChange,
    seedSecret: configured,
  }: { publishChange?: (() => void) | undefined; seedSecret?: string | undefined } = {},
): Promise<LotteryRun> {
  const seedSecret = configured ?? (await storedSecret(db, 'LOTTERY_SEED_SECRET'));
  await ensureDraws(db, now, seedSecret);
  const closed = await repo.closeDue(db, now);
  const opened = await repo.openDue(db, now);
  const chaseBets = await advanceChases(db, now);
  const drawn = await drawElott(db, now, seedSecret);
  const settled = await settleDue(db, now);
  // Live pages (live.ts) re-read the draws they show when any moved.
  if (opened + closed + drawn + settled > 0) publishChange?.();
  return { opened, closed, chaseBets, drawn, settled };
}
