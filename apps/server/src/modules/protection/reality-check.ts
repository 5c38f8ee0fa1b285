import { formatMinorUnits } from '@platform/contracts/money';
import { protectionProfile } from '@platform/contracts/protection/profiles';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { checkSessionTime, recordPlayTime } from './limits.ts';
import * as repo from './reality-check-repo.ts';

type Brand = Pick<Merchant, 'id' | 'timeZone' | 'currencyScale' | 'protectionProfile'>;

const MINUTE_MS = 60_000;
/**
 * The site asks every minute while a member is logged in; a longer silence is time away, so at most
 * this much of a gap counts as play towards the session time limit.
 */
const LONGEST_COUNTED_GAP_MS = 2 * MINUTE_MS;

/** Minutes between the member's reality checks: their choice, else the profile's; null: none. */
export async function intervalOf(db: Kysely<DB>, brand: Brand, memberId: bigint) {
  const profile = protectionProfile(brand.protectionProfile);
  const chosen = (await repo.choiceOf(db, memberId))?.minutes;
  const minutes = chosen === undefined ? profile.realityCheckMinutes : chosen;
  // A profile that makes the check compulsory overrides an "off" chosen under an earlier profile.
  if (minutes === 0 || minutes === null)
    return profile.realityCheckOptional ? null : profile.realityCheckMinutes;
  return minutes;
}

/** When staff asked the member for a check they have not answered yet; null: no ask waits. */
export async function askedAtOf(db: Kysely<DB>, memberId: bigint) {
  return (await repo.checkOf(db, memberId))?.asked_at ?? null;
}

const dueAfter = (minutes: number | null, now: Date) =>
  minutes === null ? null : new Date(now.getTime() + minutes * MINUTE_MS);

export type RealityCheckView = {
  due: boolean;
  dueAt: Date | null;
  startedAt: Date;
  intervalMinutes: number | null;
  wagered: bigint;
  won: bigint;
};

/**
 * The member's reality check as the site polls it: a new session starts the interval over; each poll
 * counts the time since the previous one (up to a short gap) as play. Once the day's session time is
 * used up the answer is the session-limit refusal, and the site ends the session.
 */
async function realityCheck(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  sessionId: bigint,
  now: Date,
): Promise<RealityCheckView> {
  const minutes = await intervalOf(db, brand, memberId);
  let row = await repo.checkOf(db, memberId);
  if (!row || row.session_id !== sessionId) {
    await repo.startCheck(db, {
      merchantId: brand.id,
      memberId,
      sessionId,
      dueAt: dueAfter(minutes, now),
      at: now,
    });
  } else {
    const gap = Math.min(Math.max(now.getTime() - row.last_seen_at.getTime(), 0), LONGEST_COUNTED_GAP_MS);
    await recordPlayTime(db, brand, memberId, Math.floor(gap / 1000), now);
    await repo.markSeen(db, memberId, now);
  }
  await checkSessionTime(db, brand, memberId, now);
  row = await repo.checkOf(db, memberId);
  if (!row) throw new Error('The reality check just started is missing');
  return {
    due: row.due_at !== null && row.due_at <= now,
    dueAt: row.due_at,
    startedAt: row.started_at,
    intervalMinutes: minutes,
    wagered: row.wagered,
    won: row.won,
  };
}

/** The player read the check and chose to go on: the next one is a full interval away. */
async function continuePlaying(db: Kysely<DB>, brand: Brand, memberId: bigint, sessionId: bigint, now: Date) {
  const row = await repo.checkOf(db, memberId);
  if (!row || row.session_id !== sessionId) throw new AppError('protection.reality.not.due');
  await repo.answer(db, memberId, dueAfter(await intervalOf(db, brand, memberId), now));
  return realityCheck(db, brand, memberId, sessionId, now);
}

/** Sets the member's interval (null: the profile's; 0: off, where the profile allows it). */
export async function chooseInterval(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  minutes: number | null,
  now: Date,
): Promise<number | null> {
  if (minutes === 0 && !protectionProfile(brand.protectionProfile).realityCheckOptional)
    throw new AppError('protection.reality.required');
  await repo.saveChoice(db, { merchantId: brand.id, memberId, minutes, at: now });
  const interval = await intervalOf(db, brand, memberId);
  await repo.reschedule(db, memberId, dueAfter(interval, now), now);
  return interval;
}

/**
 * Staff ask the player for a reality check now (a customer interaction), in the caller's transaction,
 * which also records the action: stakes are refused from now until the player answers it, even where
 * their interval is off, and a later login still shows it. Answers when it was due before and after.
 */
export async function askForRealityCheck(trx: Kysely<DB>, brand: Brand, memberId: bigint, now: Date) {
  const before = await repo.checkOf(trx, memberId);
  const after = await repo.ask(trx, { merchantId: brand.id, memberId, at: now });
  const shown = (at: Date | null | undefined) => at?.toISOString() ?? null;
  return {
    before: { dueAt: shown(before?.due_at), asked: Boolean(before?.asked_at) },
    after: { dueAt: shown(after.due_at), asked: true },
  };
}

function answerOf(brand: Brand, view: RealityCheckView) {
  return {
    due: view.due,
    dueAt: view.dueAt?.toISOString() ?? null,
    startedAt: view.startedAt.toISOString(),
    intervalMinutes: view.intervalMinutes,
    wagered: formatMinorUnits(view.wagered, brand.currencyScale),
    won: formatMinorUnits(view.won, brand.currencyScale),
  };
}

export async function realityCheckAnswer(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  sessionId: bigint,
  now: Date,
) {
  return answerOf(brand, await realityCheck(db, brand, memberId, sessionId, now));
}

export async function continueAnswer(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  sessionId: bigint,
  now: Date,
) {
  return answerOf(brand, await continuePlaying(db, brand, memberId, sessionId, now));
}
