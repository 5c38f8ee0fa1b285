import type { ZWalkInUpline, ZWalkInUplineBody } from '@platform/contracts/agents/schemas';
import { AGENT_MEMBER_TYPES } from '@platform/contracts/identity/social';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { OperatorSession } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { recordStaffAction } from '../../audit/service.ts';
import { memberByAccount } from '../../identity/directory.ts';
import { isAgentType } from '../tree/tree.ts';
import * as repo from './repo.ts';

const agentTypes = [...AGENT_MEMBER_TYPES];

/**
 * The upline of a member who registers without an affiliate code: the brand's walk-in agent while it
 * is an active agent, else none (the member starts at the top of the tree, as before staff chose one).
 */
export async function walkInUpline(db: Kysely<DB>, merchant: Merchant): Promise<bigint | null> {
  return (await repo.findWalkInAgent(db, merchant.id, agentTypes)) ?? null;
}

export async function walkInUplineSetting(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZWalkInUpline>> {
  return { account: await repo.walkInAgentAccount(db, merchant.id) };
}

/**
 * Names the brand's walk-in agent (or none), audited. Only an active agent of the brand may be named;
 * members already registered keep their place in the tree.
 */
export async function setWalkInUpline(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZWalkInUplineBody>,
): Promise<z.input<typeof ZWalkInUpline>> {
  let agent: { id: bigint; account: string } | null = null;
  if (body.account !== null) {
    const member = await memberByAccount(db, merchant.id, body.account);
    if (member?.status !== 'ACTIVE' || !isAgentType(member.type)) throw new AppError('agent.walkIn.invalid');
    agent = { id: member.id, account: member.account };
  }
  return db.transaction().execute(async (trx) => {
    await repo.saveWalkInAgent(trx, merchant.id, agent?.id ?? null);
    await recordStaffAction(trx, staff, {
      action: 'agent.walk_in.set',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      reason: body.reason,
      detail: { account: agent?.account ?? null },
    });
    return { account: agent?.account ?? null };
  });
}
