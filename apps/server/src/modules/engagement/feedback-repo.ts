import type { FeedbackType } from '@platform/contracts/engagement/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const COLUMNS = [
  'id',
  'member_id',
  'question_type',
  'content',
  'contact',
  'reply',
  'replied_at',
  'created_at',
] as const;

export function insertFeedback(
  db: Kysely<DB>,
  feedback: {
    merchantId: bigint;
    memberId: bigint;
    questionType: FeedbackType;
    content: string;
    contact: string;
  },
) {
  return db
    .insertInto('member_feedback')
    .values({
      merchant_id: feedback.merchantId,
      member_id: feedback.memberId,
      question_type: feedback.questionType,
      content: feedback.content,
      contact: feedback.contact,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function feedbackOfMember(db: Kysely<DB>, memberId: bigint, limit: number) {
  return db
    .selectFrom('member_feedback')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function feedbackOfBrand(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { status: 'open' | 'replied' | undefined; limit: number },
) {
  return db
    .selectFrom('member_feedback')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .$if(filter.status === 'open', (query) => query.where('replied_at', 'is', null))
    .$if(filter.status === 'replied', (query) => query.where('replied_at', 'is not', null))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Sets the reply of an unanswered feedback of the brand; undefined when there is none to answer. */
export function setReply(
  db: Kysely<DB>,
  reply: { merchantId: bigint; feedbackId: bigint; text: string; operatorId: bigint; at: Date },
) {
  return db
    .updateTable('member_feedback')
    .set({ reply: reply.text, replied_at: reply.at, replied_by: reply.operatorId })
    .where('id', '=', reply.feedbackId)
    .where('merchant_id', '=', reply.merchantId)
    .where('replied_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function findFeedback(db: Kysely<DB>, merchantId: bigint, feedbackId: bigint) {
  return db
    .selectFrom('member_feedback')
    .select('id')
    .where('id', '=', feedbackId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}
