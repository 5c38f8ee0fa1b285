import type { Kysely } from 'kysely';
import type { DB, PointType } from '../../db/schema.ts';
import { closeSettledPlayWindows } from '../../db/settled-play-barrier.ts';
import { creditedDepositsSince } from '../deposits/service.ts';
import { settledLotteryBetsSince } from '../lottery/service.ts';
import { merchantById } from '../system/service.ts';
import { settledRoundsSince } from '../vendor-wallet/volumes.ts';
import { movePoints, ratiosOf } from './points.ts';
import * as repo from './repo.ts';
import { gameTypeOf, pointsFor } from './rules.ts';

/**
 * Items are read this long after they settle: the window's close (closeSettledPlayWindows) then rarely
 * waits on a pass of the moment.
 */
const SETTLE_LAG_MS = 60_000;
const BATCH = 500;

type Item = { id: bigint; merchantId: bigint; memberId: bigint; amount: bigint; at: Date; type: PointType };

const SOURCES: Record<
  repo.Source,
  (db: Kysely<DB>, after: { at: Date; id: bigint }, until: Date) => Promise<Item[]>
> = {
  deposit: async (db, after, until) =>
    (await creditedDepositsSince(db, after, until, BATCH)).map((item) => ({ ...item, type: 'deposit' })),
  round: async (db, after, until) =>
    (await settledRoundsSince(db, after, until, BATCH)).map((item) => ({
      ...item,
      type: gameTypeOf(item.category),
    })),
  lottery: async (db, after, until) =>
    (await settledLotteryBetsSince(db, after, until, BATCH)).map((item) => ({ ...item, type: 'lott' })),
};

/**
 * The points job: reads confirmed deposits, game rounds played to their end and settled lottery bets
 * since each source's watermark, and awards each the points its brand's ratio gives. Every award's
 * ledger key names its source item, so an item read twice (another instance, a crash before the
 * watermark moved) is awarded once. Answers how many items earned points.
 */
export async function awardPoints(db: Kysely<DB>, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() - SETTLE_LAG_MS);
  await closeSettledPlayWindows(db, until);
  const ratios = new Map<bigint, Map<PointType, bigint>>();
  const ratiosFor = async (merchantId: bigint) => {
    const known = ratios.get(merchantId);
    if (known) return known;
    const merchant = await merchantById(db, merchantId);
    const found = merchant ? await ratiosOf(db, merchant) : new Map<PointType, bigint>();
    ratios.set(merchantId, found);
    return found;
  };
  let awarded = 0;
  for (const source of Object.keys(SOURCES) as repo.Source[]) {
    for (;;) {
      const items = await SOURCES[source](db, await repo.watermarkOf(db, source), until);
      for (const item of items) {
        const ratio = (await ratiosFor(item.merchantId)).get(item.type);
        const points = ratio === undefined ? 0n : pointsFor(item.amount, ratio);
        if (points > 0n) {
          await movePoints(db, {
            merchantId: item.merchantId,
            memberId: item.memberId,
            points,
            kind: `points.${item.type}`,
            key: `points:${source}:${item.id}`,
          });
          awarded += 1;
        }
      }
      const last = items.at(-1);
      if (!last) break;
      await repo.advanceWatermark(db, source, { at: last.at, id: last.id });
      if (items.length < BATCH) break;
    }
  }
  return awarded;
}
