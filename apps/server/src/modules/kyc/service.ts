import type {
  KycLevel,
  ZKycDecisionBody,
  ZKycQueueQuery,
  ZKycRequestBody,
  ZKycRulesBody,
  ZKycUploadBody,
} from '@platform/contracts/kyc/schemas';
import { KYC_DOCUMENT_MAX_BYTES } from '@platform/contracts/kyc/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { ageOn } from '@platform/contracts/protection/pace';
import { protectionProfile } from '@platform/contracts/protection/profiles';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { type FileStorage, newFileKey, storedFile } from '../../platform/file-storage.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts, memberIdByAccount } from '../identity/directory.ts';
import { profileOf } from '../identity/profile/profile.ts';
import { fileTypeOf } from '../media/uploaded-image.ts';
import { sendPlatformMessage } from '../member-messages/platform.ts';
import * as repo from './repo.ts';

/** How long "open next" holds a document for its reviewer before another may take it. */
const REVIEW_LOCK_MS = 10 * 60_000;

/** Expiry dates are calendar dates: a document expiring today no longer counts today. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

function stateOf(row: repo.DocumentRow, today: string): repo.DocumentRow['state'] | 'expired' {
  if (row.state !== 'rejected' && row.expires_on !== null && row.expires_on <= today) return 'expired';
  return row.state;
}

/**
 * The level the member's documents give: 1 from an approved identity document or staff confirming
 * name and age, 2 from an approved identity document and proof of address. Expired ones count for
 * nothing, so the level drops on the day a document expires.
 */
function levelFrom(rows: readonly repo.DocumentRow[], confirmed: boolean, today: string): KycLevel {
  const approved = new Set(rows.filter((row) => stateOf(row, today) === 'approved').map(({ kind }) => kind));
  if (approved.has('identity') && approved.has('address')) return 2;
  return approved.has('identity') || confirmed ? 1 : 0;
}

async function levelOf(db: Kysely<DB>, memberId: bigint, now: Date): Promise<KycLevel> {
  const [rows, confirmation] = await Promise.all([
    repo.documentsOf(db, memberId),
    repo.confirmationOf(db, memberId),
  ]);
  return levelFrom(rows, confirmation !== undefined, dayOf(now));
}

const documentView = (row: repo.DocumentRow, today: string) => ({
  id: String(row.id),
  kind: row.kind,
  state: stateOf(row, today),
  reason: row.reason,
  expiresOn: row.expires_on,
  uploadedAt: row.uploaded_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

async function rulesView(db: Kysely<DB>, merchant: Merchant) {
  return (await repo.rulesOf(db, merchant.id)).map((rule) => ({
    kind: rule.kind,
    amount: rule.amount === null ? null : formatMinorUnits(rule.amount, merchant.currencyScale),
    level: rule.level === 2 ? (2 as const) : (1 as const),
  }));
}

export async function memberStatus(db: Kysely<DB>, merchant: Merchant, memberId: bigint, now = new Date()) {
  const [rows, confirmation, rules] = await Promise.all([
    repo.documentsOf(db, memberId),
    repo.confirmationOf(db, memberId),
    rulesView(db, merchant),
  ]);
  const today = dayOf(now);
  return {
    level: levelFrom(rows, confirmation !== undefined, today),
    rules,
    documents: rows.map((row) => documentView(row, today)),
  };
}

/**
 * Stores a member's document when its bytes are a JPEG, PNG, WebP or PDF of at most 5 MB, whatever
 * the file claims to be. An identity document keeps its number (normalised), which the document
 * already expired on arrival cannot prove anything with.
 */
export async function uploadDocument(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZKycUploadBody>,
  now = new Date(),
) {
  const bytes = Buffer.from(body.file.buffer, body.file.byteOffset, body.file.byteLength);
  const contentType = fileTypeOf(bytes);
  if (!contentType || bytes.length > KYC_DOCUMENT_MAX_BYTES)
    throw new AppError('kyc.document.invalid', { issues: [{ path: 'body.file', code: 'invalid' }] });
  if (body.expiresOn !== undefined && body.expiresOn <= dayOf(now))
    throw new AppError('request.invalid', { issues: [{ path: 'body.expiresOn', code: 'invalid' }] });
  // Stored before its row: no row names a file that is not there.
  const storageKey = newFileKey('kyc');
  await storage.put(storageKey, bytes, contentType);
  await db.transaction().execute((trx) =>
    repo.insertDocument(trx, {
      merchantId: merchant.id,
      memberId,
      kind: body.kind,
      documentNumber: body.kind === 'identity' ? normalisedNumber(body.documentNumber ?? '') : null,
      contentType,
      expiresOn: body.expiresOn ?? null,
      storageKey,
      at: now,
    }),
  );
  return memberStatus(db, merchant, memberId, now);
}

/** Upper case without spaces, dots or dashes: the same document typed twice compares equal. */
const normalisedNumber = (number: string) => number.toUpperCase().replace(/[\s.\-/]/g, '');

/**
 * The number of the member's approved identity document that has not expired, normalised; undefined
 * without one. A person key for matching the same person across brands.
 */
export async function approvedDocumentNumber(
  db: Kysely<DB>,
  memberId: bigint,
  now = new Date(),
): Promise<string | undefined> {
  const today = dayOf(now);
  const identity = (await repo.documentsOf(db, memberId)).find(
    (row) => row.kind === 'identity' && stateOf(row, today) === 'approved',
  );
  return identity?.document_number ?? undefined;
}

function refuseBelow(needed: number, current: KycLevel): void {
  if (current < needed) throw new AppError('kyc.level.required', { params: { level: needed, current } });
}

/**
 * Refuses a withdrawal of `amount` when the brand asks a higher level than the member has for any
 * withdrawal or for one above an amount. The withdrawal calls it in its own transaction, before the
 * money is held.
 */
export async function requireWithdrawalLevel(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  amount: bigint,
  now = new Date(),
): Promise<void> {
  const needed = Math.max(
    0,
    ...(await repo.rulesOf(db, merchant.id))
      .filter(
        (rule) =>
          rule.kind === 'any_withdrawal' ||
          (rule.kind === 'withdrawal_above' && rule.amount !== null && amount > rule.amount),
      )
      .map(({ level }) => level),
  );
  if (needed > 0) refuseBelow(needed, await levelOf(db, memberId, now));
}

/**
 * Refuses a deposit order the brand's rules do not allow yet: without a date of birth where the
 * brand's protection profile asks one first (or with one under the brand's age), or when the member's
 * deposits with this one pass an amount the brand asks a level for. `depositedBefore` is what the
 * member's earlier deposits credited and their unfinished orders ask, which the deposits module knows.
 */
export async function requireDepositAllowed(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  deposit: { amount: bigint; depositedBefore: bigint },
  now = new Date(),
): Promise<void> {
  if (protectionProfile(merchant.protectionProfile).birthdayBeforeDeposit) {
    const { birthday } = await profileOf(db, merchant, memberId);
    if (birthday === '') throw new AppError('kyc.birthday.required');
    if (ageOn(birthday, now) < merchant.minimumAge) throw new AppError('profile.birthday.invalid');
  }
  const total = deposit.depositedBefore + deposit.amount;
  const needed = Math.max(
    0,
    ...(await repo.rulesOf(db, merchant.id))
      .filter((rule) => rule.kind === 'deposits_above' && rule.amount !== null && total > rule.amount)
      .map(({ level }) => level),
  );
  if (needed > 0) refuseBelow(needed, await levelOf(db, memberId, now));
}

async function staffDocuments(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  rows: readonly repo.DocumentRow[],
  now: Date,
) {
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(rows.map(({ member_id }) => member_id)),
  ]);
  const today = dayOf(now);
  return rows.map((row) => {
    const held = row.locked_until !== null && row.locked_until > now;
    return {
      ...documentView(row, today),
      memberAccount: accounts.get(row.member_id) ?? '',
      documentNumber: row.document_number,
      contentType: row.content_type,
      lockedByYou: held && row.locked_by === staff.operatorId,
      lockedUntil: held ? (row.locked_until?.toISOString() ?? null) : null,
    };
  });
}

export async function kycQueue(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  query: z.output<typeof ZKycQueueQuery>,
  now = new Date(),
) {
  const { rows, hasMore } = pageOf(
    await repo.queue(db, merchant.id, {
      state: query.state,
      today: dayOf(now),
      newestFirst: query.sort === 'newest',
      ...pageWindow(query),
    }),
    query.pageSize,
  );
  return { documents: await staffDocuments(db, staff, merchant, rows, now), hasMore };
}

export async function openNext(db: Kysely<DB>, staff: OperatorSession, merchant: Merchant, now = new Date()) {
  const row = await repo.takeNext(db, merchant.id, {
    operatorId: staff.operatorId,
    now,
    until: new Date(now.getTime() + REVIEW_LOCK_MS),
    today: dayOf(now),
  });
  return { document: row ? ((await staffDocuments(db, staff, merchant, [row], now))[0] ?? null) : null };
}

/** The file as the member sent it, for staff with kyc.read; its name says only what kind it is. */
export async function documentFile(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  documentId: string,
) {
  const file = await repo.documentFile(db, merchant.id, BigInt(documentId));
  const bytes = file ? await storedFile(storage, file) : undefined;
  if (!file || !bytes) throw new AppError('kyc.document.not.found');
  const extension = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
  };
  return {
    contentType: file.content_type,
    filename: `kyc-${documentId}-${file.kind}.${extension[file.content_type]}`,
    bytes,
  };
}

/**
 * Approves or rejects an uploaded document, audited on the member. A document another reviewer holds
 * through "open next" stays theirs until the hold ends.
 */
export async function decideDocument(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZKycDecisionBody>,
  now = new Date(),
) {
  const id = BigInt(body.documentId);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockDocument(trx, merchant.id, id);
    if (!row) throw new AppError('kyc.document.not.found');
    if (stateOf(row, dayOf(now)) !== 'uploaded') throw new AppError('kyc.document.state');
    if (row.locked_until !== null && row.locked_until > now && row.locked_by !== staff.operatorId)
      throw new AppError('kyc.document.locked');
    const state = body.decision === 'approve' ? 'approved' : 'rejected';
    const reason = body.decision === 'reject' ? (body.reason ?? null) : null;
    await repo.decideDocument(trx, id, { state, reason, by: staff.operatorId, at: now });
    await recordStaffAction(trx, staff, {
      action: `kyc.${body.decision}`,
      merchantId: merchant.id,
      subject: `member:${row.member_id}`,
      reason,
      detail: { documentId: String(id), kind: row.kind },
    });
  });
  const row = await repo.findDocument(db, merchant.id, id);
  if (!row) throw new Error('The document just decided is missing');
  const [view] = await staffDocuments(db, staff, merchant, [row], now);
  if (!view) throw new Error('The document just decided has no view');
  return view;
}

async function memberOf(db: Kysely<DB>, merchant: Merchant, account: string): Promise<bigint> {
  const memberId = await memberIdByAccount(db, merchant.id, account);
  if (memberId === undefined) throw new AppError('member.not.found');
  return memberId;
}

/** The member's level, when staff confirmed name and age, and every document: Player 360's KYC. */
export async function memberKyc(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  memberId: bigint,
  now = new Date(),
) {
  if (!(await memberAccounts(db, merchant.id, [memberId])).has(memberId))
    throw new AppError('member.not.found');
  const [rows, confirmation] = await Promise.all([
    repo.documentsOf(db, memberId),
    repo.confirmationOf(db, memberId),
  ]);
  return {
    level: levelFrom(rows, confirmation !== undefined, dayOf(now)),
    nameAndAgeConfirmedAt: confirmation?.confirmed_at.toISOString() ?? null,
    documents: await staffDocuments(db, staff, merchant, rows, now),
  };
}

/** Staff confirm a member's name and age from a check made elsewhere: level 1, audited once. */
export async function confirmNameAndAge(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  account: string,
  now = new Date(),
) {
  const memberId = await memberOf(db, merchant, account);
  await db.transaction().execute(async (trx) => {
    const confirmed = await repo.insertConfirmation(trx, {
      merchantId: merchant.id,
      memberId,
      by: staff.operatorId,
      at: now,
    });
    if (confirmed)
      await recordStaffAction(trx, staff, {
        action: 'kyc.confirm',
        merchantId: merchant.id,
        subject: `member:${memberId}`,
      });
  });
  return memberKyc(db, staff, merchant, memberId, now);
}

/** Tells the member what to upload, as a platform message (sending it is audited there). */
export async function requestDocuments(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZKycRequestBody>,
) {
  await sendPlatformMessage(db, staff, merchant, body);
  return { sent: true as const };
}

export async function kycRules(db: Kysely<DB>, merchant: Merchant) {
  return { rules: await rulesView(db, merchant) };
}

export async function setKycRules(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZKycRulesBody>,
) {
  const rules = body.rules.map((rule) => {
    const amount = rule.amount === null ? null : parseMoney(rule.amount, merchant.currencyScale);
    if ((rule.kind === 'any_withdrawal') !== (amount === null))
      throw new AppError('request.invalid', { issues: [{ path: 'body.rules', code: 'invalid' }] });
    return { kind: rule.kind, amount, level: rule.level };
  });
  await db.transaction().execute(async (trx) => {
    await repo.replaceRules(trx, merchant.id, rules);
    await recordStaffAction(trx, staff, {
      action: 'kyc.rules.set',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { rules: body.rules },
    });
  });
  return kycRules(db, merchant);
}
