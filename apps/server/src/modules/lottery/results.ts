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

type Pending = Awaited<ReturnType<typeof repo.pendingResult>>;

/**
 * Why this staff member cannot act on the draw's pending result now, if they cannot: nothing pending
 * or already approved; approving their own entry (an import is its importer's entry); approving other
 * balls than are pending; replacing a colleague's entry, which only its author may change.
 */
function refusalOf(pending: Pending, staff: OperatorSession, act: 'enter' | { approve: readonly number[] }) {
  if (act === 'enter') {
    if (pending?.approved_at) return 'lottery.result.state';
    return pending && pending.entered_by !== staff.operatorId ? 'lottery.result.pending' : undefined;
  }
  if (!pending || pending.approved_at) return 'lottery.result.state';
  if (pending.entered_by === null || pending.entered_by === staff.operatorId)
    return 'lottery.result.same.operator';
  const same =
    pending.balls.length === act.approve.length && pending.balls.every((ball, i) => ball === act.approve[i]);
  return same ? undefined : 'lottery.result.changed';
}

async function enter(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  entry: DrawRef & { balls: readonly number[] },
  source: 'operator' | 'import',
) {
  const { game, draw } = await officialDraw(db, merchantId, entry);
  if (game.kind !== 'LOTT' || draw.status !== 'closed') throw new AppError('lottery.result.state');
  if (!checkBalls(game.family as Family, entry.balls)) throw new AppError('lottery.result.invalid');
  const entered = await repo.enterPendingResult(db, {
    drawId: draw.id,
    balls: entry.balls,
    source,
    enteredBy: staff.operatorId,
  });
  if (!entered)
    throw new AppError(
      refusalOf(await repo.pendingResult(db, draw.id), staff, 'enter') ?? 'lottery.result.state',
    );
  return draw;
}

/**
 * A staff member enters an official result (the first pair of eyes): it waits, correctable by its
 * author alone, until a different staff member approves it. Only a closed draw of an official (LOTT)
 * game takes a result.
 */
export async function enterResult(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  entry: DrawRef & { balls: readonly number[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const draw = await enter(trx, staff, merchantId, entry, 'operator');
    await recordStaffAction(trx, staff, {
      action: 'lottery.result.enter',
      merchantId,
      subject: `lottery_draw:${draw.id}`,
      detail: { gameCode: entry.gameCode, period: entry.period, balls: [...entry.balls] },
    });
  });
}

/**
 * The import interface: a staff member hands in official results from a feed. Each is that staff
 * member's entry, as if typed in: another staff member approves it, and a colleague's pending entry
 * refuses the whole import. Answers how many were taken.
 */
export async function importResults(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  results: readonly (DrawRef & { balls: readonly number[] })[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const result of results) await enter(trx, staff, merchantId, result, 'import');
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
 * A second staff member approves the pending result, naming the balls they checked (never their own
 * entry or import): the draw becomes drawn with those balls, and the settlement job pays it. Once
 * committed, `publishChange` tells the live pages (live.ts) the draw moved.
 */
export async function approveResult(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  approval: DrawRef & { balls: readonly number[] },
  now: Date,
  publishChange?: () => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { draw } = await officialDraw(trx, merchantId, approval);
    const refusal = refusalOf(await repo.pendingResult(trx, draw.id), staff, { approve: approval.balls });
    if (refusal) throw new AppError(refusal);
    const approved = await repo.approvePendingResult(
      trx,
      { drawId: draw.id, approverId: staff.operatorId, balls: approval.balls },
      now,
    );
    // Changed between the read and the update: an approval or a correction came first.
    if (!approved)
      throw new AppError(
        refusalOf(await repo.pendingResult(trx, draw.id), staff, { approve: approval.balls }) ??
          'lottery.result.state',
      );
    if (!(await repo.markDrawn(trx, draw.id, approved.balls, now)))
      throw new AppError('lottery.result.state');
    await recordStaffAction(trx, staff, {
      action: 'lottery.result.approve',
      merchantId,
      subject: `lottery_draw:${draw.id}`,
      detail: { gameCode: approval.gameCode, period: approval.period, balls: approved.balls },
    });
  });
  publishChange?.();
}

/**
 * The second pair of eyes on cancelling a closed draw: the first staff member to ask records the
 * request (answers false), a different one confirms it (answers true). Asking twice is refused.
 */
async function closedDrawCancelConfirmed(
  db: Kysely<DB>,
  staff: OperatorSession,
  draw: { id: bigint },
  reason: string,
  now: Date,
): Promise<boolean> {
  if (await repo.requestDrawCancel(db, { drawId: draw.id, reason, requestedBy: staff.operatorId }))
    return false;
  if (await repo.confirmDrawCancel(db, draw.id, staff.operatorId, now)) return true;
  const request = await repo.drawCancelRequest(db, draw.id);
  if (request && !request.confirmed_at && request.requested_by === staff.operatorId)
    throw new AppError('lottery.cancel.same.operator');
  throw new AppError('lottery.result.state');
}

/**
 * Cancels a draw not yet drawn: betting on it stops, and the settlement job refunds every bet. A
 * draw still taking bets takes one staff member (its members could take their stakes back anyway);
 * a closed one, whose result may be known, takes a second one to confirm the first one's request.
 * Answers whether the draw is now cancelled; once it is, `publishChange` tells the live pages
 * (live.ts) the draw moved.
 */
export async function cancelDrawByStaff(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchantId: bigint,
  ref: DrawRef & { reason: string },
  now: Date,
  publishChange?: () => void,
): Promise<{ cancelled: boolean }> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const { draw } = await officialDraw(trx, merchantId, ref);
    const stage = draw.status === 'closed' ? 'closed' : 'taking-bets';
    const detail = { gameCode: ref.gameCode, period: ref.period };
    const subject = `lottery_draw:${draw.id}`;
    if (stage === 'closed' && !(await closedDrawCancelConfirmed(trx, staff, draw, ref.reason, now))) {
      await recordStaffAction(trx, staff, {
        action: 'lottery.draw.cancel.request',
        merchantId,
        subject,
        reason: ref.reason,
        detail,
      });
      return false;
    }
    if (!(await repo.cancelDraw(trx, draw.id, stage, now))) throw new AppError('lottery.result.state');
    await recordStaffAction(trx, staff, {
      action: 'lottery.draw.cancel',
      merchantId,
      subject,
      reason: ref.reason,
      detail,
    });
    return true;
  });
  if (cancelled) publishChange?.();
  return { cancelled };
}
