import type { ZEngagementSettings, ZEngagementSettingsBody } from '@platform/contracts/engagement/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as repo from './settings-repo.ts';

/** What a brand that set nothing gets: 5 to 500 words; a friend qualifies at 100 deposited and 100 bet, for 10. */
function defaults(merchant: Merchant): repo.SettingsRow {
  const unit = 10n ** BigInt(merchant.currencyScale);
  return {
    feedback_min_words: 5,
    feedback_max_words: 500,
    referral_min_deposit: 100n * unit,
    referral_min_bets: 100n * unit,
    referral_reward: 10n * unit,
  };
}

export async function engagementSettingsOf(db: Kysely<DB>, merchant: Merchant): Promise<repo.SettingsRow> {
  return (await repo.findSettings(db, merchant.id)) ?? defaults(merchant);
}

function toWire(merchant: Merchant, row: repo.SettingsRow): z.input<typeof ZEngagementSettings> {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    feedbackMinWords: row.feedback_min_words,
    feedbackMaxWords: row.feedback_max_words,
    referralMinDeposit: money(row.referral_min_deposit),
    referralMinBets: money(row.referral_min_bets),
    referralReward: money(row.referral_reward),
  };
}

export async function engagementSettings(db: Kysely<DB>, merchant: Merchant) {
  return toWire(merchant, await engagementSettingsOf(db, merchant));
}

/** Staff set the word bounds and the referral rule; the change is audited with what it was before. */
export async function setEngagementSettings(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZEngagementSettingsBody>,
) {
  const amount = (text: string) => {
    const parsed = parseMoney(text, merchant.currencyScale);
    if (parsed === null) throw new AppError('engagement.settings.invalid');
    return parsed;
  };
  if (body.feedbackMinWords > body.feedbackMaxWords) throw new AppError('engagement.settings.invalid');
  const row: repo.SettingsRow = {
    feedback_min_words: body.feedbackMinWords,
    feedback_max_words: body.feedbackMaxWords,
    referral_min_deposit: amount(body.referralMinDeposit),
    referral_min_bets: amount(body.referralMinBets),
    referral_reward: amount(body.referralReward),
  };
  return db.transaction().execute(async (trx) => {
    const before = await engagementSettings(trx, merchant);
    await repo.upsertSettings(trx, merchant.id, row);
    await recordStaffAction(trx, staff, {
      action: 'engagement.settings',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { before, after: toWire(merchant, row) },
    });
    return toWire(merchant, row);
  });
}
