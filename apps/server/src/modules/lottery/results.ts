import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as repo from './repo.ts';
import { checkBalls, type Family } from './rules/index.ts';

export type DrawRef = { gameCode: string; period: string };

async function officialDraw(db: Kysely<DB>, merchantId: bigint, ref: DrawRef) {
  const game = await repo.gameByCode(db, merchantId, ref.gameCode);
  if (!game) throw new AppError('lottery.game.unknown');
  const draw = await repo.drawByPeriod(db, game.id, ref.period);
  if (!draw) throw new AppError('lottery.result.state');
  return { game, draw };
}

async function enter(
  db: Kysely<DB>,
  merchantId: bigint,
  entry: DrawRef & { balls: readonly number[] },
  source: { kind: 'operator' | 'import'; operatorId: bigint | null },
) {
  const { game, draw } = await officialDraw(db, merchantId, entry);
  if (game.kind !== 'LOTT' || draw.status !== 'closed') throw new AppError('lottery.result.state');
  if (!checkBalls(game.family as Family, entry.balls)) throw new AppError('lottery.result.invalid');
  const isPending = await repo.upsertPendingResult(db, {
    drawId: draw.id,
    balls: entry.balls,
    source: source.kind,
    enteredBy: source.operatorId,
  });
  if (!isPending) throw new AppError('lottery.result.state');
  return draw;
}

/**
 * A staff member enters an official result (the first pair of eyes): it waits, replaceable, until a
 * different staff member approves it. Only a closed draw of an official (LOTT) game takes a result.
 */
export async function enterResult(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  entry: DrawRef & { balls: readonly number[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const draw = await enter(trx, merchantId, entry, { kind: 'operator', operatorId: staff.operatorId });
    await recordStaffAction(trx, staff, {
      action: 'lottery.result.enter',
      merchantId,
      subject: `lottery_draw:${draw.id}`,
      detail: { gameCode: entry.gameCode, period: entry.period, balls: [...entry.balls] },
    });
  });
}

/**
 * The import interface: a results feed hands official results in; each waits for one staff member's
 * approval like an entered one (the feed is the first pair of eyes). Answers how many were taken.
 */
export async function importResults(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  results: readonly (DrawRef & { balls: readonly number[] })[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const result of results) await enter(trx, merchantId, result, { kind: 'import', operatorId: null });
    await recordStaffAction(trx, staff, {
      action: 'lottery.result.import',
      merchantId,
      subject: 'lottery_results',
      detail: { count: results.length },
    });
    return results.length;
  });
}

/**
 * A second staff member approves the pending result (never the one who entered it): the draw becomes
 * drawn with those balls, and the settlement job pays it. Once committed, `publishChange` tells the
 * live pages (live.ts) the draw moved.
 */
export async function approveResult(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  ref: DrawRef,
  now: Date,
  publishChange?: () => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { draw } = await officialDraw(trx, merchantId, ref);
    const pending = await repo.pendingResult(trx, draw.id);
    if (!pending || pending.approved_at) throw new AppError('lottery.result.state');
    if (pending.entered_by === staff.operatorId) throw new AppError('lottery.result.same.operator');
    const approved = await repo.approvePendingResult(trx, draw.id, staff.operatorId, now);
    if (!approved || !(await repo.markDrawn(trx, draw.id, approved.balls, now)))
      throw new AppError('lottery.result.state');
    await recordStaffAction(trx, staff, {
      action: 'lottery.result.approve',
      merchantId,
      subject: `lottery_draw:${draw.id}`,
      detail: { gameCode: ref.gameCode, period: ref.period, balls: approved.balls },
    });
  });
  publishChange?.();
}

/**
 * Cancels a draw not yet drawn: betting on it stops, and the settlement job refunds every bet. Once
 * committed, `publishChange` tells the live pages (live.ts) the draw moved.
 */
export async function cancelDrawByStaff(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  ref: DrawRef & { reason: string },
  now: Date,
  publishChange?: () => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { draw } = await officialDraw(trx, merchantId, ref);
    if (!(await repo.cancelDraw(trx, draw.id, now))) throw new AppError('lottery.result.state');
    await recordStaffAction(trx, staff, {
      action: 'lottery.draw.cancel',
      merchantId,
      subject: `lottery_draw:${draw.id}`,
      reason: ref.reason,
      detail: { gameCode: ref.gameCode, period: ref.period },
    });
  });
  publishChange?.();
}
