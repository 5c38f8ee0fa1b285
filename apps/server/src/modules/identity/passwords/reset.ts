import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, ResetPasswordBody } from '@platform/contracts/identity/schemas';
import { passwordRule } from '@platform/contracts/password-rule';
import { checkFieldRule, normalizeInput } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { sendMessage } from '../../messaging/service.ts';
import { brandDomains, getRegisterSettings, primaryMemberHost } from '../../system/service.ts';
import { messageText } from '../codes/message-texts.ts';
import * as repo from '../repo.ts';
import { mayLogIn } from '../standing.ts';
import * as resetRepo from './reset-repo.ts';

const RESET_TTL_MS = 30 * 60_000;
/** The site's page that a reset link opens. */
const RESET_PAGE_PATH = '/reset-password';

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Where a reset link points: the site the request came from when that host is one of the brand's,
 * else the brand's primary member site (its first host may be an agent site's). A host taken blindly
 * from the request would let anyone send a member a link to their own server, carrying the token.
 */
async function siteOrigin(db: Kysely<DB>, merchant: Merchant, origin: { protocol: string; host: string }) {
  const hostname = origin.host.replace(/:\d+$/, '').toLowerCase();
  if ((await brandDomains(db, merchant)).includes(hostname)) return `${origin.protocol}://${origin.host}`;
  const primary = await primaryMemberHost(db, merchant);
  return primary === undefined ? null : `https://${primary}`;
}

/**
 * Emails a one-time reset link when the username and email belong together. The answer is the
 * same whether or not they do, so the call cannot be used to find accounts or their emails.
 */
export async function requestPasswordReset(
  db: Kysely<DB>,
  merchant: Merchant,
  body: ForgotPasswordBody,
  origin: { protocol: string; host: string },
  language: string,
  now = new Date(),
): Promise<void> {
  const member = await repo.findMemberByAccount(db, merchant.id, normalizeInput(body.username).toLowerCase());
  const email = member?.profile.email?.trim().toLowerCase();
  if (!member || !mayLogIn(member.status) || !email || email !== normalizeInput(body.email).toLowerCase())
    return;
  const site = await siteOrigin(db, merchant, origin);
  if (!site) return;
  const token = randomBytes(32).toString('base64url');
  await resetRepo.insertResetToken(db, {
    merchantId: merchant.id,
    memberId: member.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  const link = `${site}${RESET_PAGE_PATH}?token=${token}`;
  await sendMessage(db, merchant, {
    channel: 'email',
    recipient: email,
    subject: messageText(language, 'resetSubject', { brand: merchant.name }),
    body: messageText(language, 'resetBody', { brand: merchant.name, link }),
    purpose: 'password-reset',
  });
}

/** Sets a new password by a reset link's token; the token and the member's every session end. */
export async function resetPassword(
  db: Kysely<DB>,
  merchant: Merchant,
  body: ResetPasswordBody,
  now = new Date(),
): Promise<void> {
  const newPassword = body.newPassword.trim();
  if (body.confirmNewPassword.trim() !== newPassword)
    throw new AppError('password.mismatch', {
      issues: [{ path: 'body.confirmNewPassword', code: 'mismatch' }],
    });
  const rule = passwordRule((await getRegisterSettings(db, merchant)).rules.password);
  if (checkFieldRule(newPassword, rule) !== null)
    throw new AppError('password.invalid', { issues: [{ path: 'body.newPassword', code: 'invalid' }] });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    const memberId = await resetRepo.useResetToken(trx, merchant.id, hashToken(body.token.trim()), now);
    if (memberId === undefined) throw new AppError('password.reset.invalid');
    await repo.setPassword(trx, memberId, passwordHash, now);
    await resetRepo.revokeAllSessions(trx, memberId, now);
    await resetRepo.dropOtherResetTokens(trx, memberId, now);
  });
}
