import type { ChangePasswordBody, MemberInfo } from '@platform/contracts/identity/schemas';
import { passwordRule } from '@platform/contracts/password-rule';
import { checkFieldRule } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Session as AuthSession } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import { memberAvatar } from '../../media/artwork.ts';
import { getRegisterSettings } from '../../system/service.ts';
import * as repo from '../repo.ts';
import { findTotp } from '../second-step/repo.ts';

/** Whether the member may transfer to its upline: the agent tree's rule, which the agents module owns. */
export type UplineTransferRule = (
  db: Kysely<DB>,
  member: { id: bigint; type: number; upline_id: bigint | null },
) => Promise<boolean>;

export async function memberInfo(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  mayTransferToUpline: UplineTransferRule,
): Promise<MemberInfo> {
  // The labels and the authenticator need only the session's member id: read beside the member.
  const [member, labels, totp] = await Promise.all([
    repo.findMemberById(db, merchant.id, session.memberId),
    repo.listMemberLabels(db, session.memberId),
    findTotp(db, session.memberId),
  ]);
  if (!member) throw new AppError('login.not.session');
  const toUpline = await mayTransferToUpline(db, member);
  return {
    id: String(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline,
    clubLabel: null,
    memberLabel: labels.map(({ label_name }) => ({ labelName: label_name })),
    language: member.language,
    hasAuthenticator: Boolean(totp?.confirmed_at),
  };
}

/** The member's avatar, drawn from the nickname (or the account) as an SVG data URL. */
export async function memberIcon(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
): Promise<{ icon: string }> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const svg = memberAvatar(member.nickname ?? member.account, member.account);
  return { icon: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Changes the password after checking the current one; every other session of the member ends, and
 * this one may do everything again if it had to change the password first.
 */
export async function changePassword(
  db: Kysely<DB>,
  merchant: Merchant,
  session: AuthSession,
  body: ChangePasswordBody,
  now = new Date(),
): Promise<void> {
  const member = await repo.findMemberById(db, merchant.id, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const [oldPassword, newPassword] = [body.oldPassword.trim(), body.newPassword.trim()];
  if (!(await verifyPassword(member.password_hash, oldPassword)))
    throw new AppError('password.wrong', { issues: [{ path: 'body.oldPassword', code: 'wrong' }] });
  if (body.confirmNewPassword.trim() !== newPassword)
    throw new AppError('password.mismatch', {
      issues: [{ path: 'body.confirmNewPassword', code: 'mismatch' }],
    });
  const rule = passwordRule((await getRegisterSettings(db, merchant)).rules.password);
  if (checkFieldRule(newPassword, rule) !== null)
    throw new AppError('password.invalid', { issues: [{ path: 'body.newPassword', code: 'invalid' }] });
  if (newPassword === oldPassword) throw new AppError('password.reused');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, member.id, passwordHash, now);
    await repo.revokeOtherSessions(trx, member.id, session.sessionId, now);
    await repo.clearPasswordChangeRequired(trx, session.sessionId);
  });
}

export async function updateLanguage(db: Kysely<DB>, session: AuthSession, language: string): Promise<void> {
  await repo.setLanguage(db, session.memberId, language);
}
