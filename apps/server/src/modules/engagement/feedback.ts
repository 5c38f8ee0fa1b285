import {
  FEEDBACK_REPLY_HOURS,
  feedbackWordCount,
  type ZFeedbackBody,
  type ZFeedbackReplyBody,
} from '@platform/contracts/engagement/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts } from '../identity/directory.ts';
import * as repo from './feedback-repo.ts';
import { engagementSettingsOf } from './settings.ts';

const SHOWN = 50;
const HOUR_MS = 3_600_000;

type Row = Awaited<ReturnType<typeof repo.feedbackOfMember>>[number];

const toWire = (row: Row) => ({
  id: String(row.id),
  questionType: row.question_type,
  content: row.content,
  contact: row.contact,
  reply: row.reply,
  repliedAt: row.replied_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** A member's feedback or complaint (spec sections 3 and 5): its content within the brand's word bounds. */
export async function sendFeedback(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZFeedbackBody>,
) {
  const settings = await engagementSettingsOf(db, merchant);
  const words = feedbackWordCount(body.content);
  if (words < settings.feedback_min_words || words > settings.feedback_max_words)
    throw new AppError('feedback.words.range', {
      params: { min: settings.feedback_min_words, max: settings.feedback_max_words },
    });
  return toWire(await repo.insertFeedback(db, { merchantId: merchant.id, memberId, ...body }));
}

export async function memberFeedback(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  const [settings, rows] = await Promise.all([
    engagementSettingsOf(db, merchant),
    repo.feedbackOfMember(db, memberId, SHOWN),
  ]);
  return {
    minWords: settings.feedback_min_words,
    maxWords: settings.feedback_max_words,
    feedback: rows.map(toWire),
  };
}

async function staffView(db: Kysely<DB>, merchant: Merchant, rows: Row[], now: Date) {
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(rows.map(({ member_id }) => member_id)),
  ]);
  return rows.map((row) => ({
    ...toWire(row),
    memberAccount: accounts.get(row.member_id) ?? '',
    isOverdue:
      row.replied_at === null && now.getTime() - row.created_at.getTime() > FEEDBACK_REPLY_HOURS * HOUR_MS,
  }));
}

export async function staffFeedback(
  db: Kysely<DB>,
  merchant: Merchant,
  filter: { status: 'open' | 'replied' | undefined; limit: number },
  now = new Date(),
) {
  return staffView(db, merchant, await repo.feedbackOfBrand(db, merchant.id, filter), now);
}

/** Staff answer a feedback once; the member sees the reply, the answer is audited. */
export async function replyFeedback(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZFeedbackReplyBody>,
  now = new Date(),
) {
  const feedbackId = BigInt(body.feedbackId);
  return db.transaction().execute(async (trx) => {
    const row = await repo.setReply(trx, {
      merchantId: merchant.id,
      feedbackId,
      text: body.reply,
      operatorId: staff.operatorId,
      at: now,
    });
    if (!row)
      throw new AppError(
        (await repo.findFeedback(trx, merchant.id, feedbackId)) ? 'feedback.replied' : 'feedback.not.found',
      );
    await recordStaffAction(trx, staff, {
      action: 'feedback.reply',
      merchantId: merchant.id,
      subject: `feedback:${feedbackId}`,
    });
    const [view] = await staffView(trx, merchant, [row], now);
    if (!view) throw new Error('A replied feedback has a view');
    return view;
  });
}
