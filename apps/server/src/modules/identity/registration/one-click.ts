import type { FieldIssue } from '@platform/contracts/envelope';
import type { OneClickRegisterBody, OneClickRegisterValue } from '@platform/contracts/identity/schemas';
import { passwordRule } from '@platform/contracts/password-rule';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { DomainEvents } from '../../../platform/domain-events.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { getRegisterSettings, getWhitelabelTree } from '../../system/service.ts';
import { firstLogin } from '../login/login.ts';
import type { Client } from '../login/session.ts';
import * as repo from '../repo.ts';
import { madeUpAccountName, madeUpPassword } from './made-up-credentials.ts';
import { referralProfile } from './register.ts';

/** A made-up name already taken is drawn again; ten collisions in a row mean the rule leaves too few names. */
const NAME_DRAWS = 10;

/**
 * One-click registration (spec section 1): the site makes up an account name and a password under the
 * brand's own rules, opens the account and logs it in, and answers both once (only the password's hash
 * is kept). The brand's other registration fields are not asked; a brand that needs them at sign-up
 * leaves REGISTER_ONE_CLICK off.
 */
export async function registerOneClick(
  db: Kysely<DB>,
  events: DomainEvents,
  merchant: Merchant,
  body: OneClickRegisterBody,
  client: Client,
  language: string,
  now = new Date(),
): Promise<OneClickRegisterValue> {
  const [whitelabel, settings] = await Promise.all([
    getWhitelabelTree(db, merchant),
    getRegisterSettings(db, merchant),
  ]);
  if (!isFeatureEnabled(whitelabel, 'REGISTER_ONE_CLICK')) throw new AppError('oneclick.off');
  const issues: FieldIssue[] = [];
  if (!body.ageConfirmed) issues.push({ path: 'body.ageConfirmed', code: 'required' });
  if (issues.length > 0) throw new AppError('register.invalid', { issues });

  const password = madeUpPassword(passwordRule(settings.rules.password));
  if (password === null) throw new AppError('oneclick.off');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    for (let draw = 0; draw < NAME_DRAWS; draw += 1) {
      const account = madeUpAccountName(settings.rules.username);
      if (account === null) break;
      const memberId = await repo.insertMember(trx, {
        merchantId: merchant.id,
        account,
        verifiedMobile: null,
        passwordHash,
        paymentPasswordHash: null,
        language,
        profile: referralProfile(body.referralCode),
        ip: client.ip,
      });
      if (memberId === undefined) continue;
      await events.publish(trx, 'member.registered', {
        merchant,
        memberId,
        affiliateCode: settings.config.affiliateCode.enabled ? (body.affiliateCode?.trim() ?? '') : '',
        referralCode: body.referralCode?.trim() ?? '',
      });
      return { ...(await firstLogin(trx, merchant, memberId, client, now)), account, password };
    }
    // The brand's username rule admits none of the shapes made up, or hardly any free names.
    throw new AppError('oneclick.off');
  });
}
