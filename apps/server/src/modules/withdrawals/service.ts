import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { paymentFee } from '@platform/contracts/payments/fees';
import {
  AUTO_RECEIVE_MINUTES,
  FOUR_EYES_DEFAULT_MAJOR,
  NEW_ACCOUNT_DAYS,
  WITHDRAWAL_LIMITS_DEFAULT_MAJOR,
  type WITHDRAWAL_RISK_SIGNALS,
  type ZApproveWithdrawalBody,
  type ZBindBankAccountBody,
  type ZConfirmWithdrawalBody,
  type ZProofBody,
  type ZRejectWithdrawalBody,
  type ZReviewWithdrawalBody,
  type ZWithdrawalBody,
  type ZWithdrawalDecisionBody,
  type ZWithdrawalQueueQuery,
  type ZWithdrawalSettingsBody,
} from '@platform/contracts/withdrawals/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB, WithdrawalStatus } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { feeView } from '../../platform/fee-terms.ts';
import { type FileStorage, newFileKey, withDataUrls } from '../../platform/file-storage.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { pageOf, pageWindow, timeFilter } from '../../platform/paging.ts';
import {
  type ApprovalKind,
  pendingRequestsOn,
  refuseLockedTarget,
  requestApproval,
} from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts, memberCards, memberIdByAccount, memberPersonKeys } from '../identity/directory.ts';
import { checkPaymentPassword } from '../identity/passwords/payment-password.ts';
import { fullNameOf } from '../identity/profile/profile.ts';
import { requireWithdrawalLevel } from '../kyc/service.ts';
import {
  accountFor,
  inMoneyTransaction,
  largestHouseWins,
  memberHoldings,
  transfer,
} from '../ledger/service.ts';
import { uploadedImage } from '../media/uploaded-image.ts';
import { postMoneyMessage } from '../member-messages/service.ts';
import type { PersonKeys } from '../protection/person-keys.ts';
import { offeredMethod, offeredMethods, staffMethods } from './methods.ts';
import * as repo from './repo.ts';

/** A member binds at most this many bank accounts. */
const BANK_ACCOUNT_LIMIT = 3;

/** A platform default, given in the currency's major unit, in the brand's minor units. */
const platformAmount = (merchant: Merchant, major: number) =>
  BigInt(major) * 10n ** BigInt(merchant.currencyScale);

/** One withdrawal's smallest and largest amount: the brand's own, each the platform's where it sets none. */
const limitsFrom = (
  merchant: Merchant,
  own: { min_amount: bigint | null; max_amount: bigint | null } | undefined,
) => ({
  min: own?.min_amount ?? platformAmount(merchant, WITHDRAWAL_LIMITS_DEFAULT_MAJOR.min),
  max: own?.max_amount ?? platformAmount(merchant, WITHDRAWAL_LIMITS_DEFAULT_MAJOR.max),
});
const limitsOf = async (db: Kysely<DB>, merchant: Merchant) =>
  limitsFrom(merchant, await repo.brandSettings(db, merchant.id));
const masked = (number: string) => `${'*'.repeat(Math.max(number.length - 4, 0))}${number.slice(-4)}`;
const money = (merchant: Merchant, amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);

function accountView(row: {
  id: bigint;
  bank_name: string;
  account_number: string;
  branch: string | null;
  payee_name: string;
  created_at: Date;
}) {
  return {
    id: String(row.id),
    bankName: row.bank_name,
    accountNumber: masked(row.account_number),
    branch: row.branch,
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
  };
}

export async function bankAccounts(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  const [rows, payeeName] = await Promise.all([
    repo.bankAccountsOf(db, memberId),
    fullNameOf(db, merchant, memberId),
  ]);
  return { accounts: rows.map(accountView), limit: BANK_ACCOUNT_LIMIT, payeeName };
}

/**
 * The member's person keys for player protection: identity's, with the bound bank accounts' numbers
 * in full (protection keeps only their HMACs).
 */
export async function memberKeysWithBankAccounts(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
): Promise<PersonKeys> {
  const [keys, accounts] = await Promise.all([
    memberPersonKeys(db, merchantId, memberId),
    repo.bankAccountsOf(db, memberId),
  ]);
  return { ...keys, bankAccounts: accounts.map((row) => row.account_number) };
}

/**
 * Binds a bank account in the member's full name (a payee name is never typed in: it must match the
 * profile), confirmed with the payment password. Binding is for good: there is no unbinding here.
 */
export async function bindBankAccount(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZBindBankAccountBody>,
) {
  const payeeName = await fullNameOf(db, merchant, memberId);
  if (payeeName === '') throw new AppError('withdrawal.name.required');
  await checkPaymentPassword(db, merchant, memberId, body.paymentPassword);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, memberId);
    if ((await repo.bankAccountsOf(trx, memberId)).length >= BANK_ACCOUNT_LIMIT)
      throw new AppError('bank.account.limit');
    const bound = await repo.insertBankAccount(trx, {
      merchantId: merchant.id,
      memberId,
      bankName: body.bankName,
      accountNumber: body.accountNumber,
      branch: body.branch?.trim() || null,
      payeeName,
    });
    if (bound === undefined) throw new AppError('bank.account.exists');
    return bound;
  });
  const account = (await repo.bankAccountsOf(db, memberId)).find((row) => row.id === id);
  if (!account) throw new Error('The bank account just bound is missing');
  return accountView(account);
}

/** What a withdrawal pays out to the bank: its amount less the method's fee. */
const netOf = (row: { amount: bigint; fee: bigint }) => row.amount - row.fee;

function withdrawalView(merchant: Merchant, row: repo.WithdrawalRow) {
  return {
    id: String(row.id),
    method: row.method,
    amount: money(merchant, row.amount),
    fee: money(merchant, row.fee),
    netAmount: money(merchant, netOf(row)),
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: row.received_amount === null ? null : money(merchant, row.received_amount),
    remainder: row.received_amount === null ? null : money(merchant, netOf(row) - row.received_amount),
    review: row.review,
    proofCount: Number(row.proof_count),
    bankAccount: { bankName: row.bank_name, accountNumber: masked(row.account_number) },
    note: row.note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/**
 * Asks to withdraw: the payment password confirms it, the money is held (main wallet to the member's
 * held account) in the same transaction as the request, and only one withdrawal may be unfinished at
 * a time, so a second request racing the first cannot overdraw. The brand's KYC rules may ask a level
 * first. The request id answers the same one.
 */
export async function requestWithdrawal(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZWithdrawalBody>,
  now = new Date(),
) {
  const amount = parseMoney(body.amount, merchant.currencyScale);
  if (amount === null || amount === 0n)
    throw new AppError('amount.invalid', { issues: [{ path: 'body.amount', code: 'invalid' }] });
  const {
    min,
    max,
    fee: terms,
  } = await offeredMethod(db, merchant, await limitsOf(db, merchant), body.method);
  if (amount < min || amount > max)
    throw new AppError('withdrawal.amount.range', {
      params: { min: money(merchant, min), max: money(merchant, max) },
    });
  const fee = paymentFee(amount, terms);
  if (fee >= amount) throw new AppError('withdrawal.fee.exceeds', { params: { fee: money(merchant, fee) } });
  const account = (await repo.bankAccountsOf(db, memberId)).find(
    ({ id }) => String(id) === body.bankAccountId,
  );
  if (!account) throw new AppError('bank.account.unknown');
  const earlier = await repo.findByRequest(db, memberId, body.requestId);
  if (earlier) {
    if (earlier.amount !== amount || earlier.bank_account_id !== account.id || earlier.method !== body.method)
      throw new AppError('idempotency.conflict');
    return withdrawalView(merchant, earlier);
  }
  await checkPaymentPassword(db, merchant, memberId, body.paymentPassword);
  const row = await inMoneyTransaction(db, async (trx) => {
    await repo.lockMember(trx, memberId);
    const again = await repo.findByRequest(trx, memberId, body.requestId);
    if (again) return again;
    if ((await repo.unfinishedCount(trx, memberId)) > 0) throw new AppError('withdrawal.pending.exists');
    await requireWithdrawalLevel(trx, merchant, memberId, amount, now);
    const id = await repo.insertWithdrawal(trx, {
      merchantId: merchant.id,
      memberId,
      bankAccountId: account.id,
      amount,
      fee,
      method: body.method,
      requestKey: body.requestId,
    });
    const main = await accountFor(trx, merchant, 'member.main', { memberId });
    const held = await accountFor(trx, merchant, 'member.held', { memberId });
    // The fee is the brand's from the request on, its own leg: only the net waits in held for payment.
    const feeLegs =
      fee > 0n ? [{ accountId: await accountFor(trx, merchant, 'system.fees'), amount: fee }] : [];
    await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `withdrawal:${id}:hold`,
      kind: 'withdrawal.hold',
      legs: [{ accountId: main, amount: -amount }, { accountId: held, amount: amount - fee }, ...feeLegs],
      memo: { withdrawalId: String(id) },
    });
    return repo.findByRequest(trx, memberId, body.requestId);
  });
  if (!row) throw new Error('The withdrawal just written is missing');
  return withdrawalView(merchant, row);
}

export async function memberWithdrawals(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: { page: number; pageSize: number },
) {
  const limits = await limitsOf(db, merchant);
  const [rows, total, methods] = await Promise.all([
    repo.withdrawalsOfMember(db, memberId, (query.page - 1) * query.pageSize, query.pageSize),
    repo.countOfMember(db, memberId),
    offeredMethods(db, merchant, limits),
  ]);
  return {
    withdrawals: rows.map((row) => withdrawalView(merchant, row)),
    total,
    minAmount: money(merchant, limits.min),
    maxAmount: money(merchant, limits.max),
    methods: methods.map(({ method, min, max, fee }) => ({
      method,
      minAmount: money(merchant, min),
      maxAmount: money(merchant, max),
      fee: feeView(merchant, fee),
    })),
  };
}

export const targetOf = (id: bigint) => `withdrawal:${id}`;
const pendingView = (request: { id: string; kind: string; requestedBy: string } | undefined) =>
  request ? { id: request.id, kind: request.kind, requestedBy: request.requestedBy } : null;

async function staffView(db: Kysely<DB>, merchant: Merchant, rows: repo.WithdrawalRow[]) {
  const [accounts, pending, payouts] = await Promise.all([
    memberAccounts(db, merchant.id, [...new Set(rows.map(({ member_id }) => member_id))]),
    pendingRequestsOn(
      db,
      merchant.id,
      rows.map(({ id }) => targetOf(id)),
    ),
    repo.latestPayouts(
      db,
      rows.map(({ id }) => id),
    ),
  ]);
  const payoutOf = new Map(payouts.map((payout) => [payout.withdrawal_id, payout]));
  return rows.map((row) => ({
    ...withdrawalView(merchant, row),
    memberAccount: accounts.get(row.member_id) ?? '',
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    pendingApproval: pendingView(pending.get(targetOf(row.id))),
    bankAccount: {
      bankName: row.bank_name,
      accountNumber: row.account_number,
      branch: row.branch,
      payeeName: row.payee_name,
    },
    payout: payoutView(payoutOf.get(row.id)),
  }));
}

const payoutView = (payout: repo.PayoutRow | undefined) =>
  payout
    ? {
        gateway: payout.gateway,
        status: payout.status as 'pending' | 'paid' | 'failed',
        failure: payout.failure,
        requestedAt: payout.created_at.toISOString(),
      }
    : null;

export async function staffWithdrawals(
  db: Kysely<DB>,
  merchant: Merchant,
  filter: Parameters<typeof repo.withdrawalsOfBrand>[2],
) {
  return {
    withdrawals: await staffView(db, merchant, await repo.withdrawalsOfBrand(db, merchant.id, filter)),
  };
}

const DAY_MS = 86_400_000;

/** An amount filter of the queue in minor units; amount.invalid beside its field when it is not one. */
function filterAmount(merchant: Merchant, text: string | undefined, field: string): bigint | undefined {
  if (text === undefined) return undefined;
  const amount = parseMoney(text, merchant.currencyScale);
  if (amount === null)
    throw new AppError('request.invalid', { issues: [{ path: `query.${field}`, code: 'amount' }] });
  return amount;
}

/**
 * The queue's filter for one risk signal, as the page shows it: a signal of the withdrawal's own
 * tables is a condition there; one another module owns (registration, bonus, wins) is read from it
 * for the members the other filters keep, and comes back as those members.
 */
async function signalFilter(
  db: Kysely<DB>,
  merchant: Merchant,
  base: repo.QueueFilter,
  signal: (typeof WITHDRAWAL_RISK_SIGNALS)[number],
  { fourEyes, now }: { fourEyes: bigint; now: Date },
): Promise<Partial<repo.QueueFilter>> {
  if (signal === 'sharedBankAccount') return { sharedBankAccount: true };
  if (signal === 'firstWithdrawal') return { firstWithdrawal: true };
  const members = await repo.queueMembers(db, merchant.id, base);
  if (signal === 'newAccount') {
    const cards = await memberCards(db, merchant.id, members);
    const young = [...cards].map(([id, card]) => ({
      id,
      until: new Date(card.registeredAt.getTime() + NEW_ACCOUNT_DAYS * DAY_MS),
    }));
    return {
      requestedBefore: { memberIds: young.map(({ id }) => id), until: young.map(({ until }) => until) },
    };
  }
  if (signal === 'openBonus') {
    const bonuses = await memberHoldings(db, merchant.id, 'member.bonus', members);
    return { memberIn: [...bonuses].filter(([, held]) => held > 0n).map(([id]) => id) };
  }
  const wins = await largestHouseWins(db, merchant.id, members, new Date(now.getTime() - DAY_MS));
  return { memberIn: [...wins].filter(([, won]) => won >= fourEyes).map(([id]) => id) };
}

/**
 * The withdrawal queue: a page of the brand's withdrawals with what should make staff look twice,
 * each signal read from the module that owns it (registration from identity, bonus and wins from the
 * ledger, bank accounts and earlier withdrawals from here), one batch per page.
 */
export async function withdrawalQueue(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZWithdrawalQueueQuery>,
  now = new Date(),
) {
  const memberId =
    query.memberAccount === undefined
      ? undefined
      : await memberIdByAccount(db, merchant.id, query.memberAccount);
  if (query.memberAccount !== undefined && memberId === undefined) return { withdrawals: [], hasMore: false };
  const base: repo.QueueFilter = {
    status: query.status,
    memberId,
    minAmount: filterAmount(merchant, query.minAmount, 'minAmount'),
    maxAmount: filterAmount(merchant, query.maxAmount, 'maxAmount'),
    from: timeFilter(query.from),
    to: timeFilter(query.to),
    openClaims: query.claims === 'open',
  };
  const fourEyes = await fourEyesAmount(db, merchant);
  const filter = query.signal
    ? { ...base, ...(await signalFilter(db, merchant, base, query.signal, { fourEyes, now })) }
    : base;
  const rows = await repo.withdrawalQueueOf(db, merchant.id, {
    ...filter,
    sort: query.sort,
    ...pageWindow(query),
  });
  const { rows: page, hasMore } = pageOf(rows, query.pageSize);
  const memberIds = [...new Set(page.map(({ member_id }) => member_id))];
  const [views, cards, bonuses, wins, shared, earlierPaid] = await Promise.all([
    staffView(db, merchant, page),
    memberCards(db, merchant.id, memberIds),
    memberHoldings(db, merchant.id, 'member.bonus', memberIds),
    largestHouseWins(db, merchant.id, memberIds, new Date(now.getTime() - DAY_MS)),
    repo.sharedAccountNumbers(db, merchant.id, [
      ...new Set(page.map(({ account_number }) => account_number)),
    ]),
    repo.withEarlierPaid(
      db,
      page.map(({ id }) => id),
    ),
  ]);
  return {
    withdrawals: page.map((row, index) => {
      const registeredAt = cards.get(row.member_id)?.registeredAt ?? row.created_at;
      return {
        ...(views[index] as (typeof views)[number]),
        signals: {
          newAccount: row.created_at.getTime() - registeredAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS,
          openBonus: (bonuses.get(row.member_id) ?? 0n) > 0n,
          largeWin: (wins.get(row.member_id) ?? 0n) >= fourEyes,
          sharedBankAccount: shared.has(row.account_number),
          firstWithdrawal: !earlierPaid.has(row.id),
        },
        needsSecondPerson: row.amount >= fourEyes,
      };
    }),
    hasMore,
  };
}

/**
 * The brand's four-eyes amount in minor units, or the platform's default: from it, a step of money
 * staff take (a withdrawal approved or refunded, a bank transfer confirmed) needs a second person.
 */
export async function fourEyesAmount(db: Kysely<DB>, merchant: Merchant): Promise<bigint> {
  const own = (await repo.brandSettings(db, merchant.id))?.four_eyes_amount;
  return own ?? platformAmount(merchant, FOUR_EYES_DEFAULT_MAJOR);
}

type Decision = 'approve' | 'reject' | 'pay';
/** Which states each decision may start from. */
const FROM: Record<Decision, WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved'],
};

/**
 * What a decision does to a locked withdrawal, with its ledger movement and the member's message:
 * approve (money stays held), reject (held money back to main), pay (held money leaves through the
 * brand's cash-out account). Each of the three tells the member, paid included: approval alone does
 * not say when to look at the bank.
 */
async function applyDecision(
  trx: Transaction<DB>,
  staff: Pick<OperatorSession, 'operatorId'>,
  merchant: Merchant,
  row: repo.WithdrawalRow,
  decision: Decision,
  reason: string | undefined,
  now: Date,
): Promise<void> {
  const held = await accountFor(trx, merchant, 'member.held', { memberId: row.member_id });
  const move = async (legs: { accountId: bigint; amount: bigint }[], kind: string) =>
    transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `withdrawal:${row.id}:${decision}`,
      kind,
      legs: [{ accountId: held, amount: -netOf(row) }, ...legs],
      memo: { withdrawalId: String(row.id) },
    });
  const message = (kind: 'withdrawal.approved' | 'withdrawal.paid' | 'withdrawal.rejected') =>
    postMoneyMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind,
      amount: row.amount,
      subject: targetOf(row.id),
    });
  if (decision === 'approve') {
    await repo.setStatus(trx, row.id, { status: 'approved', decidedAt: now, approvedBy: staff.operatorId });
    await message('withdrawal.approved');
  } else if (decision === 'reject') {
    // Given back whole: the held net and, from the brand's fees, the fee.
    await move(
      [
        {
          accountId: await accountFor(trx, merchant, 'member.main', { memberId: row.member_id }),
          amount: row.amount,
        },
        ...(await feeBack(trx, merchant, row)),
      ],
      'withdrawal.release',
    );
    await repo.setStatus(trx, row.id, { status: 'rejected', note: reason ?? '', decidedAt: now });
    await message('withdrawal.rejected');
  } else {
    await move(
      [{ accountId: await accountFor(trx, merchant, 'system.cash_out'), amount: netOf(row) }],
      'withdrawal.pay',
    );
    await repo.setStatus(trx, row.id, { status: 'paid', paidAt: now, paidBy: staff.operatorId });
    await message('withdrawal.paid');
  }
}

/**
 * Its gateway reported the payout paid: the held money leaves as a payment by hand would, under the
 * same ledger key, so a withdrawal is paid once whichever way, credited to the staff member who sent
 * it; in the caller's transaction, the withdrawal locked and approved.
 */
export const paidByGateway = (
  trx: Transaction<DB>,
  merchant: Merchant,
  row: repo.WithdrawalRow,
  sentBy: bigint,
  now: Date,
) => applyDecision(trx, { operatorId: sentBy }, merchant, row, 'pay', undefined, now);

/** The leg that takes a withdrawal's fee back out of the brand's fees, when it had one. */
const feeBack = async (trx: Transaction<DB>, merchant: Merchant, row: repo.WithdrawalRow) =>
  row.fee > 0n ? [{ accountId: await accountFor(trx, merchant, 'system.fees'), amount: -row.fee }] : [];

/** The withdrawal locked for a step, refused when it is not in a state the step starts from. */
export async function lockedIn(
  trx: Kysely<DB>,
  merchant: Merchant,
  id: bigint,
  from: readonly WithdrawalStatus[],
) {
  const row = await repo.lockWithdrawal(trx, merchant.id, id);
  if (!row) throw new AppError('withdrawal.not.found');
  if (!from.includes(row.status)) throw new AppError('withdrawal.state');
  return row;
}

/**
 * A staff decision on a withdrawal, in one transaction with what it does and the audit record.
 * Refused while a four-eyes request on the withdrawal waits for its decision: the request locks it.
 */
async function decide(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZWithdrawalDecisionBody> & { reason?: string | undefined },
  decision: Decision,
  now = new Date(),
) {
  const id = await inMoneyTransaction(db, async (trx) => {
    const row = await lockedIn(trx, merchant, BigInt(body.withdrawalId), FROM[decision]);
    await refuseLockedTarget(trx, merchant.id, targetOf(row.id));
    // Sent to a gateway, it is the gateway's to pay or fail: paying it by hand too would pay twice.
    if (await repo.openPayoutOf(trx, row.id)) throw new AppError('withdrawal.state');
    await applyDecision(trx, staff, merchant, row, decision, body.reason, now);
    await recordStaffAction(trx, staff, {
      action: `withdrawal.${decision}`,
      merchantId: merchant.id,
      subject: targetOf(row.id),
      reason: body.reason ?? null,
      detail: { amount: row.amount, memberId: row.member_id },
    });
    return row.id;
  });
  return staffWithdrawal(db, merchant, id);
}

export async function staffWithdrawal(db: Kysely<DB>, merchant: Merchant, id: bigint) {
  const row = await repo.lockWithdrawal(db, merchant.id, id);
  if (!row) throw new Error('The withdrawal just decided is missing');
  const [view] = await staffView(db, merchant, [row]);
  if (!view) throw new Error('The withdrawal just decided is missing');
  return view;
}

/** request.invalid beside the reason: from the four-eyes amount a step is a request, which says why. */
const reasonRequired = () =>
  new AppError('request.invalid', { issues: [{ path: 'body.reason', code: 'required' }] });

/**
 * Approves a pending withdrawal. From the brand's four-eyes amount the approval is a request instead
 * (with the staff member's reason, the withdrawal locked for it), carried out when a second person
 * approves it at /ops/approvals (withdrawalApproval below): one maker–checker path for money.
 */
export async function approveWithdrawal(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZApproveWithdrawalBody>,
) {
  const row = await repo.lockWithdrawal(db, merchant.id, BigInt(body.withdrawalId));
  if (!row) throw new AppError('withdrawal.not.found');
  if (row.status !== 'pending' || row.amount < (await fourEyesAmount(db, merchant)))
    return decide(db, staff, merchant, body, 'approve');
  if (body.reason === undefined) throw reasonRequired();
  await requestApproval(db, staff, merchant, {
    kind: 'withdrawal.approve',
    target: targetOf(row.id),
    amount: row.amount,
    detail: { withdrawalId: String(row.id), memberAccount: await memberAccountOf(db, merchant, row) },
    reason: body.reason,
    // A second request while this one waits is refused by the target's lock; after a rejection
    // the withdrawal may be asked for again.
    idempotencyKey: `withdrawal-approve:${row.id}:${Date.now()}`,
  });
  return staffWithdrawal(db, merchant, row.id);
}

const memberAccountOf = async (db: Kysely<DB>, merchant: Merchant, row: repo.WithdrawalRow) =>
  (await memberAccounts(db, merchant.id, [row.member_id])).get(row.member_id) ?? '';

/**
 * An approved four-eyes approval: the withdrawal is approved by the second person, the money stays
 * held for payment. The approvals module records both names under withdrawal.approve.
 */
export const withdrawalApproval: ApprovalKind = {
  async execute(trx, merchant, request, approver) {
    const row = await lockedIn(trx, merchant, BigInt(request.detail.withdrawalId ?? ''), ['pending']);
    await applyDecision(trx, approver, merchant, row, 'approve', undefined, new Date());
    return { withdrawalId: String(row.id), status: 'approved' };
  },
};

export const rejectWithdrawal = (
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZRejectWithdrawalBody>,
) => decide(db, staff, merchant, body, 'reject');

export const payWithdrawal = (
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZWithdrawalDecisionBody>,
) => decide(db, staff, merchant, body, 'pay');

const MAX_PROOFS = 3;
/** The member's paid withdrawal still waiting for their confirmation, locked. */
async function awaitingConfirmation(
  trx: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  withdrawalId: string,
) {
  const row = await repo.lockWithdrawal(trx, merchant.id, BigInt(withdrawalId));
  if (row?.member_id !== memberId) throw new AppError('withdrawal.not.found');
  if (row.status !== 'paid' || row.confirmation !== null) throw new AppError('withdrawal.state');
  return row;
}

/** Adds a proof image to a paid withdrawal the member has not confirmed: PNG or JPEG by content, 5 MB, 3 at most. */
export async function uploadProof(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZProofBody>,
) {
  const image = uploadedImage(body.image);
  if (!image) throw new AppError('withdrawal.proof.invalid');
  return db.transaction().execute(async (trx) => {
    const row = await awaitingConfirmation(trx, merchant, memberId, body.withdrawalId);
    if (Number(row.proof_count) >= MAX_PROOFS) throw new AppError('withdrawal.proof.limit');
    // Stored once the proof is accepted, under the withdrawal's lock: a refused proof leaves no file.
    const storageKey = newFileKey('withdrawals');
    await storage.put(storageKey, image.bytes, image.contentType);
    const proofId = await repo.insertProof(trx, {
      withdrawalId: row.id,
      contentType: image.contentType,
      storageKey,
    });
    return { proofId: String(proofId), proofCount: Number(row.proof_count) + 1 };
  });
}

/**
 * The member's word on a paid withdrawal: received; partly received, with the amount that arrived
 * (the remainder is shown and goes to staff review); or not received, which needs a proof image.
 */
export async function confirmWithdrawal(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZConfirmWithdrawalBody>,
  now = new Date(),
) {
  const id = await db.transaction().execute(async (trx) => {
    const row = await awaitingConfirmation(trx, merchant, memberId, body.withdrawalId);
    let received = netOf(row);
    if (body.outcome === 'partly_received') {
      const amount = parseMoney(body.receivedAmount ?? '', merchant.currencyScale);
      if (amount === null || amount === 0n || amount >= netOf(row))
        throw new AppError('withdrawal.received.invalid', {
          issues: [{ path: 'body.receivedAmount', code: 'invalid' }],
        });
      received = amount;
    }
    if (body.outcome === 'not_received') {
      if (Number(row.proof_count) === 0) throw new AppError('withdrawal.proof.required');
      received = 0n;
    }
    await repo.setConfirmation(trx, row.id, { kind: body.outcome, receivedAmount: received, at: now });
    return row.id;
  });
  const row = await repo.lockWithdrawal(db, merchant.id, id);
  if (!row) throw new Error('The withdrawal just confirmed is missing');
  return withdrawalView(merchant, row);
}

/** The scheduled job: paid withdrawals left unconfirmed count as received (and are not refunded). */
export function autoReceiveWithdrawals(db: Kysely<DB>, now = new Date()): Promise<number> {
  return repo.autoReceive(db, now, AUTO_RECEIVE_MINUTES.default);
}

/**
 * The brand's minutes before an unconfirmed payment counts as received, its four-eyes amount and the
 * limits of one withdrawal, each the platform's default where it sets none.
 */
export async function withdrawalSettings(db: Kysely<DB>, merchant: Merchant) {
  const own = await repo.brandSettings(db, merchant.id);
  const { min, max } = limitsFrom(merchant, own);
  return {
    autoReceiveMinutes: own?.auto_receive_minutes ?? AUTO_RECEIVE_MINUTES.default,
    isDefault: own === undefined,
    fourEyesAmount: money(
      merchant,
      own?.four_eyes_amount ?? platformAmount(merchant, FOUR_EYES_DEFAULT_MAJOR),
    ),
    minAmount: money(merchant, min),
    maxAmount: money(merchant, max),
  };
}

/** An amount a settings body gives: left out keeps the brand's, null clears it. */
function brandAmountOf(merchant: Merchant, given: string | null | undefined): bigint | null | undefined {
  if (given === undefined || given === null) return given;
  const amount = parseMoney(given, merchant.currencyScale);
  if (amount === null || amount <= 0n) throw new AppError('amount.invalid');
  return amount;
}

/**
 * Sets the brand's auto-receive minutes and, each when given, its four-eyes amount and limits of one
 * withdrawal (null: the platform's), recorded with the values before in the staff audit log. The
 * limits it ends up with, its own or the platform's, must not cross.
 */
export async function setWithdrawalSettings(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZWithdrawalSettingsBody>,
) {
  const change = {
    fourEyesAmount: brandAmountOf(merchant, body.fourEyesAmount),
    minAmount: brandAmountOf(merchant, body.minAmount),
    maxAmount: brandAmountOf(merchant, body.maxAmount),
  };
  await db.transaction().execute(async (trx) => {
    const before = await repo.brandSettings(trx, merchant.id, { lock: true });
    const was = {
      fourEyesAmount: before?.four_eyes_amount ?? null,
      minAmount: before?.min_amount ?? null,
      maxAmount: before?.max_amount ?? null,
    };
    const { min, max } = limitsFrom(merchant, {
      min_amount: change.minAmount === undefined ? was.minAmount : change.minAmount,
      max_amount: change.maxAmount === undefined ? was.maxAmount : change.maxAmount,
    });
    if (min > max) throw new AppError('withdrawal.limits.order');
    await repo.setBrandSettings(trx, merchant.id, { autoReceiveMinutes: body.autoReceiveMinutes, ...change });
    await recordStaffAction(trx, staff, {
      action: 'withdrawal.settings.update',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: {
        autoReceiveMinutes: { from: before?.auto_receive_minutes ?? null, to: body.autoReceiveMinutes },
        ...Object.fromEntries(
          (['fourEyesAmount', 'minAmount', 'maxAmount'] as const)
            .filter((key) => change[key] !== undefined)
            .map((key) => [key, { from: was[key], to: change[key] }]),
        ),
      },
    });
  });
  return withdrawalSettings(db, merchant);
}

export async function staffProofs(
  db: Kysely<DB>,
  storage: FileStorage,
  merchant: Merchant,
  withdrawalId: string,
) {
  const row = await repo.lockWithdrawal(db, merchant.id, BigInt(withdrawalId));
  if (!row) throw new AppError('withdrawal.not.found');
  const proofs = await withDataUrls(storage, await repo.proofsOf(db, row.id));
  return {
    proofs: proofs.map(({ row: proof, dataUrl }) => ({
      id: String(proof.id),
      dataUrl,
      createdAt: proof.created_at.toISOString(),
    })),
  };
}

/** A paid withdrawal the member says did not (fully) arrive and staff have not reviewed, locked. */
async function openClaim(trx: Kysely<DB>, merchant: Merchant, id: bigint) {
  const row = await repo.lockWithdrawal(trx, merchant.id, id);
  if (!row) throw new AppError('withdrawal.not.found');
  const isClaim = row.confirmation === 'not_received' || row.confirmation === 'partly_received';
  if (!isClaim || row.review !== null) throw new AppError('withdrawal.state');
  return { row, missing: netOf(row) - (row.received_amount ?? 0n) };
}

/**
 * What did not arrive comes back from the brand's cash-out account to the member's main wallet, once,
 * with the withdrawal's whole fee from the brand's fees: a payment that failed earns no fee.
 */
async function refundMissing(
  trx: Transaction<DB>,
  merchant: Merchant,
  row: repo.WithdrawalRow,
  missing: bigint,
) {
  const moved = await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `withdrawal:${row.id}:refund`,
    kind: 'withdrawal.refund',
    legs: [
      { accountId: await accountFor(trx, merchant, 'system.cash_out'), amount: -missing },
      ...(await feeBack(trx, merchant, row)),
      {
        accountId: await accountFor(trx, merchant, 'member.main', { memberId: row.member_id }),
        amount: missing + row.fee,
      },
    ],
    memo: { withdrawalId: String(row.id) },
  });
  return moved.transferId;
}

/**
 * Staff settle a claim that a payment did not (fully) arrive: the payment stands, or what did not
 * arrive is refunded. Audited, once. From the brand's four-eyes amount a refund is a request a second
 * person approves at /ops/approvals (withdrawalRefund below), the withdrawal locked meanwhile.
 */
export async function reviewWithdrawal(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZReviewWithdrawalBody>,
  now = new Date(),
) {
  const claim = await openClaim(db, merchant, BigInt(body.withdrawalId));
  if (body.decision === 'refund' && claim.missing >= (await fourEyesAmount(db, merchant))) {
    await requestApproval(db, staff, merchant, {
      kind: 'withdrawal.review.refund',
      target: targetOf(claim.row.id),
      amount: claim.missing,
      detail: {
        withdrawalId: String(claim.row.id),
        memberAccount: await memberAccountOf(db, merchant, claim.row),
      },
      reason: body.reason,
      idempotencyKey: `withdrawal-refund:${claim.row.id}:${Date.now()}`,
    });
    return staffWithdrawal(db, merchant, claim.row.id);
  }
  const id = await inMoneyTransaction(db, async (trx) => {
    const { row, missing } = await openClaim(trx, merchant, BigInt(body.withdrawalId));
    await refuseLockedTarget(trx, merchant.id, targetOf(row.id));
    if (body.decision === 'refund') await refundMissing(trx, merchant, row, missing);
    await repo.setReview(trx, row.id, body.decision === 'refund' ? 'refunded' : 'paid', now);
    await recordStaffAction(trx, staff, {
      action: `withdrawal.review.${body.decision}`,
      merchantId: merchant.id,
      subject: targetOf(row.id),
      reason: body.reason,
      detail: { amount: row.amount, missing, memberId: row.member_id },
    });
    return row.id;
  });
  return staffWithdrawal(db, merchant, id);
}

/** An approved four-eyes refund: what did not arrive goes back, and the claim is settled as refunded. */
export const withdrawalRefund: ApprovalKind = {
  async execute(trx, merchant, request) {
    const { row, missing } = await openClaim(trx, merchant, BigInt(request.detail.withdrawalId ?? ''));
    const transferId = await refundMissing(trx, merchant, row, missing);
    await repo.setReview(trx, row.id, 'refunded', new Date());
    return { withdrawalId: String(row.id), transferId: String(transferId) };
  },
};

/** The member's bank accounts in full, for staff. */
export async function staffBankAccounts(db: Kysely<DB>, memberId: bigint) {
  const rows = await repo.bankAccountsOf(db, memberId);
  return rows.map((row) => ({
    bankName: row.bank_name,
    accountNumber: row.account_number,
    branch: row.branch,
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The brand's members who bound this account number: the player search's bank-account filter. */
export const holdersOfAccountNumber = (db: Kysely<DB>, merchantId: bigint, number: string, limit: number) =>
  repo.holdersOfAccountNumber(db, merchantId, number, limit);

/** Other members of the brand paid into an account the member bound: a linked-accounts risk signal. */
export async function membersSharingBankAccount(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  limit: number,
) {
  const rows = await repo.sharersOfAccounts(db, merchantId, memberId, limit);
  return rows.map((row) => ({ memberId: row.member_id, accountNumber: row.account_number }));
}

/** The Payments section's withdrawal methods, with the brand's limits they sit within. */
export const withdrawalMethods = async (db: Kysely<DB>, merchant: Merchant) =>
  staffMethods(db, merchant, await limitsOf(db, merchant));
