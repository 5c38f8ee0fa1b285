import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ZHumanCheckChallenge } from '@platform/contracts/captcha/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { getRegisterSettings } from '../system/service.ts';
import { checkSolution, issueChallenge, newHumanCheckSecret } from './human-check.ts';
import { drawCaptcha } from './image.ts';
import * as repo from './repo.ts';

const MINUTE_MS = 60_000;
/** How long an image captcha can be answered. */
export const CAPTCHA_LIFETIME_MS = 5 * MINUTE_MS;
/** The spec's refresh throttle: one new image a second per browser. */
const CAPTCHA_REFRESH_MS = 1_000;
/**
 * After 2 failed logins on an account name, or 5 from an address, within 15 minutes, logins must
 * carry the image captcha: below identity's lock at 5, so a guesser meets the captcha first.
 */
const ACCOUNT_FAILURES = 2;
const ADDRESS_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** A browser's captcha id: 256 random bits, base64url. */
const CAPTCHA_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const keys = new WeakMap<Kysely<DB>, Map<bigint, string>>();

async function signingKey(db: Kysely<DB>, merchant: Merchant): Promise<string> {
  const known = keys.get(db) ?? new Map<bigint, string>();
  keys.set(db, known);
  const cached = known.get(merchant.id);
  if (cached) return cached;
  const secret = await repo.humanCheckKey(db, merchant.id, newHumanCheckSecret());
  known.set(merchant.id, secret);
  return secret;
}

export async function humanCheckChallenge(
  db: Kysely<DB>,
  merchant: Merchant,
  now = new Date(),
): Promise<z.output<typeof ZHumanCheckChallenge>> {
  return issueChallenge(await signingKey(db, merchant), now);
}

/**
 * Accepts a solved challenge of this brand once: a missing, wrong, tampered, expired or spent one is
 * refused before anything else is looked at, so a refusal says nothing about the account.
 */
export async function requireHumanCheck(
  db: Kysely<DB>,
  merchant: Merchant,
  payload: string | undefined,
  now = new Date(),
): Promise<void> {
  const solved = await checkSolution(await signingKey(db, merchant), payload, now);
  const isFresh =
    solved !== undefined &&
    (await repo.spendChallenge(db, {
      merchantId: merchant.id,
      nonce: solved.nonce,
      expiresAt: solved.expiresAt,
      now,
    }));
  if (!isFresh) throw new AppError('human.check.failed');
}

const hashId = (id: string) => new Uint8Array(createHash('sha256').update(id).digest());
/** Keyed by the browser's id, which the database never holds: a copy of the table gives no answers away. */
const hashAnswer = (id: string, answer: string) =>
  new Uint8Array(createHmac('sha256', id).update(answer.trim().toLowerCase()).digest());

/**
 * A new image captcha for a browser, replacing its previous one; a browser without a (well-formed)
 * id gets a new one. Answers the id for the browser's cookie, the image and, for tests, the text.
 */
export async function newCaptcha(
  db: Kysely<DB>,
  merchant: Merchant,
  browserId: string | undefined,
  now = new Date(),
): Promise<{ id: string; image: string; text: string }> {
  const id =
    browserId && CAPTCHA_ID_PATTERN.test(browserId) ? browserId : randomBytes(32).toString('base64url');
  const { text, image } = drawCaptcha();
  const stored = await repo.replaceCaptcha(db, {
    idHash: hashId(id),
    merchantId: merchant.id,
    answerHash: hashAnswer(id, text),
    now,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
    issuedBefore: new Date(now.getTime() - CAPTCHA_REFRESH_MS),
  });
  if (!stored) {
    throw new AppError('rate.limited', { params: { retryAfter: 1 }, headers: { 'retry-after': '1' } });
  }
  return { id, image, text };
}

/** Checks a browser's captcha once, whatever the answer: a second try needs a new image. */
async function requireCaptcha(
  db: Kysely<DB>,
  merchant: Merchant,
  captcha: { browserId: string | undefined; answer: string | undefined },
  now: Date,
): Promise<void> {
  const { browserId, answer } = captcha;
  const fail = () => new AppError('captcha.failed', { value: { captcha: true } });
  if (!browserId || !CAPTCHA_ID_PATTERN.test(browserId)) throw fail();
  const expected = await repo.takeCaptcha(db, { idHash: hashId(browserId), merchantId: merchant.id, now });
  if (!expected || !answer?.trim()) throw fail();
  if (!timingSafeEqual(expected, hashAnswer(browserId, answer))) throw fail();
}

export type Attempt = {
  humanCheck: string | undefined;
  /** The image captcha: the browser's cookie and the answer typed. */
  captcha: { browserId: string | undefined; answer: string | undefined };
  ip: string | null;
};

const accountSubject = (username: string) => `account:${username.trim().toLowerCase()}`;

/**
 * Puts a username login behind the human check and, after recent failures on its name or from its
 * address, the image captcha. The name's attempt is counted before the password is checked (so
 * concurrent guesses all count), an address's failures after; a success clears the name. A failed
 * login tells the client whether the next attempt needs the captcha, and so does a success.
 */
export async function guardLogin<T extends { captcha: boolean }>(
  db: Kysely<DB>,
  merchant: Merchant,
  attempt: Attempt & { username: string },
  login: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  await requireHumanCheck(db, merchant, attempt.humanCheck, now);
  const account = accountSubject(attempt.username);
  const address = attempt.ip ? `ip:${attempt.ip}` : undefined;
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const scope = { merchantId: merchant.id, windowStart };
  const [accountFailures = 0] = await repo.countFailures(db, { ...scope, subjects: [account], now });
  const [addressFailures = 0] = address
    ? await repo.recentFailures(db, { ...scope, subjects: [address] })
    : [];
  if (accountFailures >= ACCOUNT_FAILURES || addressFailures >= ADDRESS_FAILURES) {
    await requireCaptcha(db, merchant, attempt.captcha, now);
  }
  try {
    const value = await login();
    await repo.forgetFailures(db, merchant.id, account);
    return { ...value, captcha: addressFailures >= ADDRESS_FAILURES };
  } catch (error) {
    if (!(error instanceof AppError) || !['login.failed', 'login.locked'].includes(error.code)) throw error;
    const [addressNow = 0] = address
      ? await repo.countFailures(db, { ...scope, subjects: [address], now })
      : [];
    const needsCaptcha = accountFailures + 1 >= ACCOUNT_FAILURES || addressNow + 1 >= ADDRESS_FAILURES;
    throw new AppError(error.code, {
      params: error.params,
      headers: error.headers,
      value: { captcha: needsCaptcha },
      cause: error,
    });
  }
}

/** Puts registration behind the human check, and the image captcha when the brand's form has one. */
export async function guardRegistration<T>(
  db: Kysely<DB>,
  merchant: Merchant,
  attempt: Attempt,
  register: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  await requireHumanCheck(db, merchant, attempt.humanCheck, now);
  const settings = await getRegisterSettings(db, merchant);
  if (settings.config.captcha.enabled) await requireCaptcha(db, merchant, attempt.captcha, now);
  return register();
}
