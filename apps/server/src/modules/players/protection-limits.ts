import type { ZPlayerActionBody } from '@platform/contracts/players/schemas';
import type { ZTightenLimitBody } from '@platform/contracts/protection/limit-schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { depositedInWindow } from '../deposits/service.ts';
import * as identity from '../identity/staff/players.ts';
import { playerLimitsView, tightenLimit } from '../protection/limits-member.ts';
import { askForRealityCheck } from '../protection/reality-check.ts';

/** The player's own limits and reality check, read-only in the 360 view. */
export async function playerLimits(db: Kysely<DB>, merchant: Merchant, memberId: bigint, now = new Date()) {
  await identity.requireMember(db, merchant.id, memberId);
  return playerLimitsView(db, merchant, memberId, now, depositedInWindow);
}

/**
 * Staff tighten a player's limit with a reason: it applies at once, and the audit record holds the
 * limit before and after, in the same transaction. Raising one is refused: only the player loosens.
 */
export async function tightenPlayerLimit(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZTightenLimitBody>,
  now = new Date(),
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  await db.transaction().execute(async (trx) => {
    const change = await tightenLimit(trx, merchant, memberId, body, now);
    await recordStaffAction(trx, staff, {
      action: 'player.limit.tighten',
      merchantId: merchant.id,
      subject: `member:${memberId}`,
      reason: body.reason,
      detail: { kind: body.kind, period: body.period, ...change },
    });
  });
  return playerLimitsView(db, merchant, memberId, now, depositedInWindow);
}

/**
 * Staff ask a player for a reality check now, with a reason (a customer interaction): the ask and its
 * audit record, with when the check was due before and after, are one transaction.
 */
export async function askPlayerRealityCheck(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZPlayerActionBody>,
  now = new Date(),
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  await db.transaction().execute(async (trx) => {
    const change = await askForRealityCheck(trx, merchant, memberId, now);
    await recordStaffAction(trx, staff, {
      action: 'player.reality.ask',
      merchantId: merchant.id,
      subject: `member:${memberId}`,
      reason: body.reason,
      detail: change,
    });
  });
  return playerLimitsView(db, merchant, memberId, now, depositedInWindow);
}
