import { type OperatorRole, permissionsOf } from '@platform/contracts/operator/roles';
import type { StaffAccess, StaffMember } from '@platform/contracts/operator/staff-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as operators from '../operator/service.ts';
import { resolveMerchant } from '../system/service.ts';

/** Nobody hands out more than they hold: every permission of `roles` must be the actor's own. */
function requireGrantable(actor: OperatorSession, roles: readonly OperatorRole[]): void {
  for (const permission of permissionsOf(roles))
    if (!actor.permissions.has(permission)) throw new AppError('access.forbidden');
}

async function merchantIdsOf(db: Kysely<DB>, codes: readonly string[]): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const code of new Set(codes)) {
    const merchant = await resolveMerchant(db, { code, host: '' });
    if (!merchant) throw new AppError('merchant.not.found');
    ids.push(merchant.id);
  }
  return ids;
}

export async function inviteStaff(
  db: Kysely<DB>,
  actor: OperatorSession,
  body: { account: string; roles: OperatorRole[]; brands: string[]; delivery: 'link' | 'password' },
) {
  requireGrantable(actor, body.roles);
  const merchantIds = await merchantIdsOf(db, body.brands);
  return db.transaction().execute(async (trx) => {
    const invited = await operators.inviteStaff(trx, { ...body, merchantIds });
    const after = await operators.staffMember(trx, invited.id);
    await recordStaffAction(trx, actor, {
      action: 'staff.invite',
      merchantId: null,
      subject: `operator:${invited.id}`,
      detail: { delivery: body.delivery, before: null, after },
    });
    return {
      id: String(invited.id),
      account: after.account,
      ...(invited.initialPassword ? { initialPassword: invited.initialPassword } : {}),
      ...(invited.inviteToken ? { inviteToken: invited.inviteToken } : {}),
      ...(invited.inviteExpiresAt ? { inviteExpiresAt: invited.inviteExpiresAt.toISOString() } : {}),
    };
  });
}

type Change =
  | { kind: 'roles'; roles: OperatorRole[] }
  | { kind: 'brands'; brands: string[] }
  | { kind: 'status'; status: 'ACTIVE' | 'DISABLED'; reason: string }
  | { kind: 'second-factor-reset'; reason: string };

/** Changes another staff account and records it with the account before and after, in one transaction. */
export async function changeStaff(
  db: Kysely<DB>,
  actor: OperatorSession,
  operatorId: bigint,
  change: Change,
): Promise<StaffMember> {
  if (change.kind === 'roles') requireGrantable(actor, change.roles);
  const merchantIds = change.kind === 'brands' ? await merchantIdsOf(db, change.brands) : [];
  return db.transaction().execute(async (trx) => {
    const { before, after } = await operators.changeStaff(
      trx,
      actor,
      operatorId,
      change.kind === 'roles'
        ? { roles: change.roles }
        : change.kind === 'brands'
          ? { merchantIds }
          : change.kind === 'status'
            ? { status: change.status }
            : { resetSecondFactor: true },
    );
    await recordStaffAction(trx, actor, {
      action: `staff.${change.kind}`,
      merchantId: null,
      subject: `operator:${operatorId}`,
      reason: 'reason' in change ? change.reason : null,
      detail: { before, after },
    });
    return after;
  });
}

export async function setStaffAccess(
  db: Kysely<DB>,
  actor: OperatorSession,
  access: StaffAccess,
): Promise<StaffAccess> {
  return db.transaction().execute(async (trx) => {
    const before = await operators.staffAccess(trx);
    const after = await operators.setStaffAccess(trx, actor, access);
    await recordStaffAction(trx, actor, {
      action: 'staff.access',
      merchantId: null,
      subject: 'staff-access',
      detail: { before, after },
    });
    return after;
  });
}

export async function listStaff(
  db: Kysely<DB>,
  query: Omit<Parameters<typeof operators.listStaff>[1], 'merchantId'> & { brand?: string | undefined },
) {
  const { brand, ...rest } = query;
  const merchantId = brand === undefined ? undefined : (await merchantIdsOf(db, [brand]))[0];
  return operators.listStaff(db, { ...rest, merchantId });
}
