import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { RETIRED_PUBLIC_KEYS } from '../../platform/retired-keys.ts';
import { lotteryBrand } from '../../test/lottery.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { storedSecret } from '../system/secrets.ts';
import { drawSeed, runLotteryJobs } from './draws.ts';
import { ballsFromSeed } from './rules/index.ts';

let database: TestDatabase;
let db: Kysely<DB>;
let gameCode: string;

const at = (text: string) => new Date(`${text}+08:00`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.db;
  ({ gameCode } = await lotteryBrand(db));
});
afterAll(() => database.close());

const drawRow = (period: string) =>
  db
    .selectFrom('lottery_draws')
    .innerJoin('lottery_games', 'lottery_games.id', 'lottery_draws.game_id')
    .select([
      'lottery_draws.game_id',
      'lottery_draws.status',
      'lottery_draws.seed',
      'lottery_draws.seed_hash',
      'lottery_draws.balls',
    ])
    .where('lottery_games.code', '=', gameCode)
    .where('lottery_draws.period', '=', period)
    .executeTakeFirstOrThrow();

describe('e-lottery seeds at rest', () => {
  it('keeps only the hash of a coming draw, and reveals the seed that recomputes its balls when drawn', async () => {
    await runLotteryJobs(db, at('2026-11-29T10:00:05'));
    const period = '20261129-0601';
    const open = await drawRow(period);
    expect(open.status).toBe('open');
    // Nothing in the database gives the seed away before the draw.
    expect(open.seed).toBeNull();
    // The scheduled draws' key is the deployment's own random one, kept with its data; no key in
    // the source (the one earlier versions used when none was set) gives the seed.
    const seed = drawSeed(await storedSecret(db, 'LOTTERY_SEED_SECRET'), open.game_id, period);
    expect(hex(open.seed_hash)).toBe(sha256(seed));
    for (const other of [
      'another deployment seed secret of 32+ chars',
      RETIRED_PUBLIC_KEYS.LOTTERY_SEED_SECRET,
    ])
      expect(sha256(drawSeed(other, open.game_id, period))).not.toBe(hex(open.seed_hash));

    await runLotteryJobs(db, at('2026-11-29T10:01:00'));
    const drawn = await drawRow(period);
    expect(drawn.status).toMatch(/^(drawn|settled)$/);
    expect(hex(drawn.seed)).toBe(hex(seed));
    expect(sha256(drawn.seed as Uint8Array)).toBe(hex(open.seed_hash));
    expect(drawn.balls).toEqual(ballsFromSeed('SSC', seed));
  });

  it('draws nothing when the seed secret no longer matches the hash published', async () => {
    const secret = 'a seed secret other than the one the hash was made with';
    await expect(runLotteryJobs(db, at('2026-11-29T10:02:00'), { seedSecret: secret })).rejects.toThrow(
      'does not match the hash published',
    );
    expect((await drawRow('20261129-0602')).status).toBe('closed');
    await runLotteryJobs(db, at('2026-11-29T10:02:01'));
    expect((await drawRow('20261129-0602')).status).toMatch(/^(drawn|settled)$/);
  });

  it('cancels, rather than draws, a draw laid out under the seed key earlier versions published', async () => {
    const period = '20261129-0605';
    const { game_id } = await drawRow(period);
    // As an earlier version with LOTTERY_SEED_SECRET unset laid it out: anyone could work out its balls.
    await db
      .updateTable('lottery_draws')
      .set({
        seed_hash: createHash('sha256')
          .update(drawSeed(RETIRED_PUBLIC_KEYS.LOTTERY_SEED_SECRET, game_id, period))
          .digest(),
      })
      .where('game_id', '=', game_id)
      .where('period', '=', period)
      .execute();
    await runLotteryJobs(db, at('2026-11-29T10:05:01'));
    const cancelled = await drawRow(period);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.balls).toBeNull();
    expect(cancelled.seed).toBeNull();
  });
});
