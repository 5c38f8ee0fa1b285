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
