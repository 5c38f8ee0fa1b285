import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The brand's signing key, made by the first caller that finds none (concurrent callers agree on one). */
export async function humanCheckKey(db: Kysely<DB>, merchantId: bigint, candidate: string): Promise<string> {
  await db
    .insertInto('human_check_keys')
    .values({ merchant_id: merchantId, secret: candidate })
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('human_check_keys')
    .select('secret')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** Marks a solved challenge as spent; false when it already was. Spent ones past their expiry go. */
export async function spendChallenge(
  db: Kysely<DB>,
  use: { merchantId: bigint; nonce: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.deleteFrom('human_check_uses').where('expires_at', '<', use.now).execute();
  const row = await db
    .insertInto('human_check_uses')
    .values({ merchant_id: use.merchantId, nonce: use.nonce, expires_at: use.expiresAt })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a browser's new captcha in place of its previous one, unless that one is younger than
 * `issuedBefore`: answers false then, and nothing changes.
 */
export async function replaceCaptcha(
  db: Kysely<DB>,
  captcha: {
    idHash: Uint8Array;
    merchantId: bigint;
    answerHash: Uint8Array;
    now: Date;
    expiresAt: Date;
    issuedBefore: Date;
  },
): Promise<boolean> {
  await db.deleteFrom('image_captchas').where('expires_at', '<', captcha.now).execute();
  const { rows } = await sql<{ issued_at: Date }>`
    INSERT INTO image_captchas AS c (id_hash, merchant_id, answer_hash, issued_at, expires_at)
    VALUES (${captcha.idHash}, ${captcha.merchantId}, ${captcha.answerHash}, ${captcha.now}, ${captcha.expiresAt})
    ON CONFLICT (id_hash) DO UPDATE SET
      merchant_id = EXCLUDED.merchant_id,
      answer_hash = EXCLUDED.answer_hash,
      issued_at = EXCLUDED.issued_at,
      expires_at = EXCLUDED.expires_at
    WHERE c.issued_at <= ${captcha.issuedBefore}
    RETURNING issued_at
  `.execute(db);
  return rows.length > 0;
}

/** Takes a browser's captcha out, so it is checked once whatever the answer; its answer hash if live. */
export async function takeCaptcha(
  db: Kysely<DB>,
  scope: { idHash: Uint8Array; merchantId: bigint; now: Date },
): Promise<Uint8Array | undefined> {
  const row = await db
    .deleteFrom('image_captchas')
    .where('id_hash', '=', scope.idHash)
    .returning(['answer_hash', 'merchant_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.merchant_id !== scope.merchantId || row.expires_at <= scope.now) return undefined;
  return row.answer_hash;
}

/**
 * Counts one more failure for each subject (an account name, an address) in its window, or starts a
 * new window once the old one has passed. Answers the counts before this one, in the given order.
 */
export async function countFailures(
  db: Kysely<DB>,
  scope: { merchantId: bigint; subjects: string[]; now: Date; windowStart: Date },
): Promise<number[]> {
  const counts: number[] = [];
  for (const subject of scope.subjects) {
    const { rows } = await sql<{ failures: number }>`
      INSERT INTO captcha_failures AS f (merchant_id, subject, failures, window_started_at)
      VALUES (${scope.merchantId}, ${subject}, 1, ${scope.now})
      ON CONFLICT (merchant_id, subject) DO UPDATE SET
        failures = CASE WHEN f.window_started_at < ${scope.windowStart} THEN 1 ELSE f.failures + 1 END,
        window_started_at = CASE
          WHEN f.window_started_at < ${scope.windowStart} THEN ${scope.now} ELSE f.window_started_at END
      RETURNING failures
    `.execute(db);
    counts.push((rows[0]?.failures ?? 1) - 1);
  }
  return counts;
}

/** Failures of each subject within the window, in the given order. */
export async function recentFailures(
  db: Kysely<DB>,
  scope: { merchantId: bigint; subjects: string[]; windowStart: Date },
): Promise<number[]> {
  const rows = await db
    .selectFrom('captcha_failures')
    .select(['subject', 'failures'])
    .where('merchant_id', '=', scope.merchantId)
    .where('subject', 'in', scope.subjects)
    .where('window_started_at', '>=', scope.windowStart)
    .execute();
  return scope.subjects.map((subject) => rows.find((row) => row.subject === subject)?.failures ?? 0);
}

/** A login that succeeded: its account name starts clean. */
export async function forgetFailures(db: Kysely<DB>, merchantId: bigint, subject: string): Promise<void> {
  await db
    .deleteFrom('captcha_failures')
    .where('merchant_id', '=', merchantId)
    .where('subject', '=', subject)
    .execute();
}
