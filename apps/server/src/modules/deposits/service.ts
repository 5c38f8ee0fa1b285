import { randomBytes } from 'node:crypto';
import type {
  Deposit,
  DepositMethods,
  ZConfirmDepositBody,
  ZDepositBody,
  ZDepositQueueQuery,
  ZRejectDepositBody,
} from '@platform/contracts/deposits/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { type FeeTerms, paymentFee } from '@platform/contracts/payments/fees';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { feeView } from '../../platform/fee-terms.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { pageOf, pageWindow, timeFilter } from '../../platform/paging.ts';
import {
  type ApprovalKind,
  pendingRequestsOn,
  refuseLockedTarget,
  requestApproval,
} from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberAccounts, memberIdByAccount } from '../identity/directory.ts';
import { requireDepositAllowed } from '../kyc/service.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { postMoneyMessage } from '../member-messages/service.ts';
import {
  type CallbackRequest,
  isReplayedCallback,
  isSandboxPayKey,
  type OrderState,
  type PaymentGateways,
  receiveCallback,
  type SpendNonce,
} from '../payments/gateways.ts';
import { refuseIfExcluded } from '../protection/exclusion.ts';
import * as limits from '../protection/limits.ts';
import { merchantById } from '../system/service.ts';
import { fourEyesAmount } from '../withdrawals/service.ts';
import * as repo from './repo.ts';

/** How many unfinished deposits a member may have at once. */
const PENDING_LIMIT = 3;
/** An online payment not paid within this time has expired (a late payment is still credited). */
const ONLINE_EXPIRY_MS = 30 * 60_000;
/**
 * The status job asks about orders made in the last day, each at most this often: a gateway reports
 * a late payment within hours, and an older one is for staff to settle with it.
 */
const STATUS_CHECK_EVERY_MS = 5 * 60_000;
const STATUS_CHECK_HORIZON_MS = 24 * 3_600_000;
/** Its callback may still be on its way: the job leaves an order this young alone. */
const STATUS_CHECK_AFTER_MS = 2 * 60_000;
/** Where a gateway sends its callbacks about deposits (callback-route.ts serves it). */
export const depositCallbackPath = (gateway: string) => `/wps/payments/callback/${gateway}`;
/** The start of every deposit's time: a member's deposits in total are those credited since. */
const EVER = new Date(0);

const money = (merchant: Merchant, amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);

/** Fee terms of a method, or of a deposit: the ones its method had when the member ordered it. */
const termsOf = (row: { fee_fixed: bigint; fee_bps: number; fee_cap: bigint | null }): FeeTerms => ({
  fixed: row.fee_fixed,
  bps: row.fee_bps,
  cap: row.fee_cap,
});

/**
 * The fee a deposit's own terms keep from an amount; refused when it would keep all of it, since a
 * credit of nothing (or less) is no deposit.
 */
function feeOn(merchant: Merchant, deposit: repo.DepositRow, amount: bigint): bigint {
  const fee = paymentFee(amount, termsOf(deposit));
  if (fee >= amount) throw new AppError('deposit.fee.exceeds', { params: { fee: money(merchant, fee) } });
  return fee;
}

/**
 * The fee and what the wallet gets: once credited, as booked on what arrived; before, what the
 * order's terms would keep from the amount asked, were it all to arrive.
 */
function feeAndNet(row: repo.DepositRow) {
  if (row.status === 'succeeded' && row.paid_amount !== null)
    return { fee: row.fee, net: row.paid_amount - row.fee };
  const fee = paymentFee(row.amount, termsOf(row));
  return { fee, net: fee < row.amount ? row.amount - fee : 0n };
}

/** A member's deposit; its pay link only while it is pending and its gateway runs here. */
function depositOf(merchant: Merchant, row: repo.DepositRow, gateways?: PaymentGateways): Deposit {
  const gateway = gateways?.of(row.gateway);
  const { fee, net } = feeAndNet(row);
  return {
    id: String(row.id),
    method: row.method_code,
    methodName: row.method_name,
    kind: row.kind,
    amount: money(merchant, row.amount),
    paidAmount: row.paid_amount === null ? null : money(merchant, row.paid_amount),
    fee: money(merchant, fee),
    netAmount: money(merchant, net),
    status: row.status,
    reference: row.reference,
    note: row.note,
    payUrl: row.status === 'pending' && gateway ? row.pay_url : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The brand's enabled methods that can be used here: a bank transfer, or an online method whose
 * gateway this platform runs (a sandbox method is not offered where the sandbox is off).
 */
async function usableMethods(db: Kysely<DB>, merchant: Merchant, gateways: PaymentGateways) {
  const rows = await repo.enabledMethods(db, merchant.id);
  return rows.filter((row) => row.kind === 'bank_transfer' || gateways.of(row.gateway) !== undefined);
}

export async function depositMethods(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
): Promise<DepositMethods> {
  const rows = await usableMethods(db, merchant, gateways);
  return {
    currency: merchant.currency,
    pendingLimit: PENDING_LIMIT,
    methods: rows.map((row) => ({
      code: row.code,
      kind: row.kind,
      name: row.name,
      minAmount: money(merchant, row.min_amount),
      maxAmount: money(merchant, row.max_amount),
      bank:
        row.kind === 'bank_transfer'
          ? {
              bankName: row.bank_name ?? '',
              accountName: row.account_name ?? '',
              accountNumber: row.account_number ?? '',
              branch: row.branch,
            }
          : null,
      fee: feeView(merchant, termsOf(row)),
    })),
  };
}

export function addDepositMethods(db: Kysely<DB>, merchantId: bigint, methods: repo.MethodDefinition[]) {
  return repo.insertMethods(db, merchantId, methods);
}

/**
 * Starts a deposit. Amounts outside the method's limits, one the method's fee would take whole, a bank
 * transfer without its reference, more unfinished deposits than the limit, and what the brand's KYC
 * rules (a date of birth first, a level from an amount in total) do not allow yet are refused; the
 * member's request id makes a retry answer the same deposit. The deposit keeps the method's fee terms
 * of now. Nothing moves yet: a bank transfer waits for staff, an online one for its gateway.
 */
export async function createDeposit(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  memberId: bigint,
  body: z.output<typeof ZDepositBody>,
  now = new Date(),
): Promise<Deposit> {
  // A person on a break is refused before anything else is weighed.
  await refuseIfExcluded(db, merchant, { memberId }, 'deposit', now);
  const method = (await usableMethods(db, merchant, gateways)).find(({ code }) => code === body.method);
  if (!method) throw new AppError('deposit.method.unknown');
  const amount = parseMoney(body.amount, merchant.currencyScale);
  if (amount === null || amount === 0n) throw new AppError('amount.invalid');
  if (amount < method.min_amount || amount > method.max_amount)
    throw new AppError('deposit.amount.range', {
      params: { min: money(merchant, method.min_amount), max: money(merchant, method.max_amount) },
    });
  const terms = termsOf(method);
  const fee = paymentFee(amount, terms);
  const reference = body.reference?.trim() || null;
  if (method.kind === 'bank_transfer' && (reference === null || reference.length < 2))
    throw new AppError('deposit.reference.required');

  const row = await db.transaction().execute(async (trx) => {
    await repo.lockMemberDeposits(trx, memberId);
    const earlier = await repo.findByRequest(trx, memberId, body.requestId);
    if (earlier) {
      if (earlier.method_id !== method.id || earlier.amount !== amount)
        throw new AppError('idempotency.conflict');
      return earlier;
    }
    // After the retry's answer: a repeat keeps its order's terms, whatever the method charges now.
    if (fee >= amount) throw new AppError('deposit.fee.exceeds', { params: { fee: money(merchant, fee) } });
    await expireWithMessages(trx, memberId, now);
    if ((await repo.pendingCount(trx, memberId)) >= PENDING_LIMIT)
      throw new AppError('deposit.pending.limit', { params: { limit: PENDING_LIMIT } });
    // Both thresholds read one figure, pending orders included: several orders at once cannot each
    // stay below the amount the brand asks a KYC level from, nor below the member's deposit limit.
    const before = await depositedInWindow(trx, merchant.id, memberId, { from: EVER, until: now });
    await requireDepositAllowed(trx, merchant, memberId, { amount, depositedBefore: before }, now);
    await limits.checkDeposit(trx, merchant, memberId, amount, now, depositedInWindow);
    await repo.insertDeposit(trx, {
      merchantId: merchant.id,
      memberId,
      methodId: method.id,
      amount,
      reference,
      orderId: randomBytes(12).toString('base64url'),
      requestKey: body.requestId,
      fee: terms,
    });
    return repo.findByRequest(trx, memberId, body.requestId);
  });
  if (!row) throw new Error('The deposit just written is missing');
  const opened =
    row.kind === 'online' && row.status === 'pending' && row.pay_url === null
      ? await openOrder(db, merchant, gateways, row, now)
      : row;
  return depositOf(merchant, opened, gateways);
}

/**
 * Opens an online order at its gateway, after the order's transaction (an answer can take seconds):
 * a pay link is kept for the member, a refusal fails the order (and is kept with its callbacks). A gateway that cannot be reached
 * leaves the order pending without a link, its exchange kept with the order's callbacks: a retry of
 * the member's request asks again, and so does the status job, which fails it if the gateway never
 * heard of it.
 */
async function openOrder(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  row: repo.DepositRow,
  now: Date,
): Promise<repo.DepositRow> {
  const gateway = gateways.of(row.gateway);
  if (!gateway || !row.gateway_secret) return row;
  let state: OrderState;
  try {
    state = await gateway.createOrder(gateways.secrets.open(row.gateway_secret), {
      reference: row.order_id,
      amount: money(merchant, row.amount),
      currency: merchant.currency,
      notifyPath: depositCallbackPath(gateway.code),
    });
  } catch (error) {
    await repo.recordCallback(db, {
      gateway: gateway.code,
      orderId: row.order_id,
      body: '',
      outcome: `order not opened: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
    });
    return row;
  }
  const { outcome } = await applyOrderState(db, merchant, row, state, now);
  // An order opened as asked is no news for staff; one the gateway refused is.
  if (state.status !== 'pending')
    await repo.recordCallback(db, {
      gateway: gateway.code,
      orderId: row.order_id,
      body: JSON.stringify({ opened: state }),
      outcome: `order opened: ${outcome}`,
    });
  return (await repo.findByOrder(db, row.order_id)) ?? row;
}

export async function memberDeposits(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  memberId: bigint,
  query: { page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    repo.depositsOfMember(db, memberId, (query.page - 1) * query.pageSize, query.pageSize),
    repo.countOfMember(db, memberId),
  ]);
  return { deposits: rows.map((row) => depositOf(merchant, row, gateways)), total };
}

/**
 * Books what arrived out of the brand's cash-in account, in one transfer: the fee its order's terms
 * keep from it to the brand's fees, the rest to the member's main wallet; marks the deposit succeeded
 * and tells the member what was credited, in the caller's transaction. The ledger key is the deposit's
 * own, so no deposit (and no fee) is ever booked twice.
 */
async function credit(
  trx: Kysely<DB>,
  merchant: Merchant,
  deposit: repo.DepositRow,
  paidAmount: bigint,
  note: string | null,
  now: Date,
): Promise<void> {
  const fee = feeOn(merchant, deposit, paidAmount);
  const cashIn = await accountFor(trx, merchant, 'system.cash_in');
  const main = await accountFor(trx, merchant, 'member.main', { memberId: deposit.member_id });
  const feeLegs =
    fee > 0n ? [{ accountId: await accountFor(trx, merchant, 'system.fees'), amount: fee }] : [];
  const moved = await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: `deposit:${deposit.id}`,
    kind: 'deposit',
    legs: [
      { accountId: cashIn, amount: -paidAmount },
      { accountId: main, amount: paidAmount - fee },
      ...feeLegs,
    ],
    memo: { depositId: String(deposit.id), method: deposit.method_code },
  });
  await repo.markSucceeded(trx, deposit.id, { paidAmount, fee, transferId: moved.transferId, note, at: now });
  await postMoneyMessage(trx, {
    merchantId: merchant.id,
    memberId: deposit.member_id,
    kind: 'deposit.success',
    amount: paidAmount - fee,
    subject: `deposit:${deposit.id}`,
  });
}

/**
 * Nothing credits more than the member's order: an order of 10.00 "paid" with 99,999,999.99 would
 * create the difference on the word of one callback or one member of staff. Money that really arrived
 * above the order is returned outside the platform, or deposited with an order of its own.
 */
const isAboveOrder = (deposit: { amount: bigint }, paid: bigint) => paid > deposit.amount;

function paymentNote(asked: bigint, paid: bigint, wasOpen: boolean): string | null {
  const notes = [...(paid < asked ? ['underpaid'] : []), ...(wasOpen ? [] : ['late'])];
  return notes.length > 0 ? notes.join(', ') : null;
}

/**
 * Expires online deposits unpaid past their window (the member's, or every member's) and tells each
 * member, in the caller's transaction: the message lands with the expiry, and only for the call that
 * expired the deposit.
 */
async function expireWithMessages(db: Kysely<DB>, memberId: bigint | undefined, now: Date): Promise<number> {
  const expired = await repo.expireUnpaid(db, {
    ...(memberId === undefined ? {} : { memberId }),
    before: new Date(now.getTime() - ONLINE_EXPIRY_MS),
    now,
  });
  for (const deposit of expired)
    await postMoneyMessage(db, {
      merchantId: deposit.merchant_id,
      memberId: deposit.member_id,
      kind: 'deposit.failure',
      amount: deposit.amount,
      subject: `deposit:${deposit.id}`,
    });
  return expired.length;
}

/**
 * The scheduled job: online deposits left unpaid past their window expire, each member told once.
 * Safe in several instances at once. A payment reported after it is still credited (gatewayCallback).
 */
export function expireUnpaidDeposits(db: Kysely<DB>, now = new Date()): Promise<number> {
  return db.transaction().execute((trx) => expireWithMessages(trx, undefined, now));
}

/** What came of an order's state as a gateway reported it: kept with the report; `refusal` when refused. */
type Applied = { outcome: string; refusal?: AppError };

/**
 * Applies an order's state as its gateway reported it (a callback, a status query, the answer to
 * opening it). A paid one credits what was paid less the order's fee (an underpayment noted; more
 * than the order is refused, and so is a payment the fee would take whole: both leave the order as it
 * was, for staff to read in its callbacks), even after the deposit expired or was reported failed,
 * since the money did arrive; a repeat of a credited one changes nothing; a failure closes a deposit
 * still pending; a pending one keeps the pay link it gives. A callback's nonce is spent (`spend`) in
 * the transaction that applies it, and not by a refusal, which writes nothing.
 */
async function applyOrderState(
  db: Kysely<DB>,
  merchant: Merchant,
  deposit: repo.DepositRow,
  state: OrderState,
  now: Date,
  spend: SpendNonce = async () => {},
): Promise<Applied> {
  if (state.status === 'pending') {
    await db.transaction().execute(async (trx) => {
      await spend(trx);
      if (state.payUrl !== null && deposit.status === 'pending' && deposit.pay_url === null)
        await repo.setPayUrl(trx, deposit.id, state.payUrl);
    });
    return { outcome: `pending${state.payUrl === null ? '' : ', pay link given'}` };
  }
  const paid = state.status === 'paid' ? parseMoney(state.paidAmount, merchant.currencyScale) : 0n;
  if (state.status === 'paid') {
    if (paid === null || paid === 0n)
      return { outcome: 'refused: no amount paid', refusal: new AppError('payment.callback.invalid') };
    if (isAboveOrder(deposit, paid))
      return {
        outcome: 'refused: paid more than the order',
        refusal: new AppError('deposit.paid.above.order'),
      };
    const fee = paymentFee(paid, termsOf(deposit));
    if (fee >= paid)
      return {
        outcome: 'refused: the fee would take all that was paid',
        refusal: new AppError('deposit.fee.exceeds', { params: { fee: money(merchant, fee) } }),
      };
  }
  const outcome = await inMoneyTransaction(db, async (trx) => {
    await spend(trx);
    const current = await repo.lockDeposit(trx, merchant.id, deposit.id);
    if (!current) throw new Error('The deposit of a known order is missing');
    if (current.status === 'succeeded') return 'duplicate: already credited';
    if (state.status === 'failed') {
      if (current.status !== 'pending') return `ignored: failure of a ${current.status} deposit`;
      await repo.markClosed(trx, current.id, { status: 'failed', note: null, at: now });
      await postMoneyMessage(trx, {
        merchantId: merchant.id,
        memberId: current.member_id,
        kind: 'deposit.failure',
        amount: current.amount,
        subject: `deposit:${current.id}`,
      });
      return 'failed';
    }
    const amount = paid as bigint;
    await credit(
      trx,
      merchant,
      current,
      amount,
      paymentNote(current.amount, amount, current.status === 'pending'),
      now,
    );
    return `credited ${amount}`;
  });
  return { outcome };
}

/**
 * A gateway's callback about a deposit, its raw body as received. Every callback is kept, whatever
 * comes of it. One not proved (receiveCallback: signature over the raw body, time window, a nonce
 * never spent) changes nothing and is refused; a proved one is applied (applyOrderState), a duplicate
 * of a credited one acknowledged.
 */
export async function gatewayCallback(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  gatewayCode: string,
  request: CallbackRequest,
  now = new Date(),
): Promise<{ received: true }> {
  const record = (orderId: string | null, outcome: string) =>
    repo.recordCallback(db, {
      gateway: gatewayCode,
      orderId,
      body: request.rawBody.slice(0, 10_000),
      outcome,
    });
  const received = await receiveCallback(
    db,
    gateways,
    gatewayCode,
    request,
    {
      kind: 'deposit',
      async find(reference) {
        const deposit = await repo.findByOrder(db, reference);
        if (deposit?.gateway !== gatewayCode || !deposit.gateway_secret) return undefined;
        return { key: gateways.secrets.open(deposit.gateway_secret), subject: deposit };
      },
      async apply(event, deposit, merchant, spend) {
        try {
          return await applyOrderState(db, merchant, deposit, event.state, now, spend);
        } catch (error) {
          // A proved callback the platform failed to apply is answered with a 5xx (the gateway sends
          // it again), and kept like any other so staff see the attempt beside the deposit; a failure
          // to keep it must not hide the first one.
          if (!isReplayedCallback(error))
            await record(deposit.order_id, 'failed: not applied (server error)').catch(() => {});
          throw error;
        }
      },
    },
    now,
  );
  if ('refused' in received) {
    await record(received.event?.reference ?? null, `refused: ${received.refused}`);
    throw new AppError('payment.callback.invalid');
  }
  const { outcome, refusal } = received.applied;
  await record(received.subject.order_id, outcome);
  if (refusal) throw refusal;
  return { received: true };
}

/**
 * Asks the gateway for one order's state and applies it, kept with the order's callbacks: what the
 * status job does for an order whose callback never came, and staff from the deposit queue. An
 * unreachable gateway is recorded and changes nothing.
 */
async function checkOrder(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  deposit: repo.DepositRow,
  now: Date,
): Promise<string> {
  const gateway = gateways.of(deposit.gateway);
  if (!gateway || !deposit.gateway_secret) return 'unchecked: its gateway does not run here';
  await repo.markChecked(db, deposit.id, now);
  let asked: { state: OrderState } | { error: string };
  try {
    asked = {
      state: await gateway.queryOrder(gateways.secrets.open(deposit.gateway_secret), deposit.order_id),
    };
  } catch (error) {
    asked = { error: error instanceof Error ? error.message : String(error) };
  }
  const outcome =
    'state' in asked
      ? (await applyOrderState(db, merchant, deposit, asked.state, now)).outcome
      : `unanswered: ${asked.error}`.slice(0, 500);
  const body = 'state' in asked ? JSON.stringify({ queried: asked.state }) : '';
  await repo.recordCallback(db, {
    gateway: gateway.code,
    orderId: deposit.order_id,
    body,
    outcome: `status query: ${outcome}`,
  });
  return outcome;
}

/** Staff ask the gateway about one of the brand's online orders now; answers what came of it. */
export async function queryDepositStatus(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  depositId: string,
  now = new Date(),
) {
  const found = await repo.findDeposit(db, merchant.id, BigInt(depositId));
  const deposit = found && (await repo.findByOrder(db, found.order_id));
  if (deposit?.kind !== 'online') throw new AppError('deposit.not.found');
  return { outcome: await checkOrder(db, merchant, gateways, deposit, now) };
}

/**
 * The status job: online orders of the last day still pending (or expired, a late payment still
 * possible) past the time a callback should have come, each asked about every few minutes at most.
 * Safe in several instances at once: each state is applied in its own locked transaction.
 */
export async function checkOpenOrders(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  now = new Date(),
  limit = 100,
): Promise<{ checked: number; settled: number }> {
  const rows = await repo.ordersToCheck(db, {
    from: new Date(now.getTime() - STATUS_CHECK_HORIZON_MS),
    before: new Date(now.getTime() - STATUS_CHECK_AFTER_MS),
    askedBefore: new Date(now.getTime() - STATUS_CHECK_EVERY_MS),
    limit,
  });
  let settled = 0;
  for (const row of rows) {
    const merchant = await merchantById(db, row.merchant_id);
    if (!merchant) continue;
    const outcome = await checkOrder(db, merchant, gateways, row, now);
    if (outcome.startsWith('credited') || outcome === 'failed') settled += 1;
  }
  return { checked: rows.length, settled };
}

const targetOf = (id: bigint) => `deposit:${id}`;

async function staffView(db: Kysely<DB>, merchant: Merchant, rows: repo.DepositRow[]) {
  const [accounts, pending] = await Promise.all([
    memberAccounts(db, merchant.id, [...new Set(rows.map(({ member_id }) => member_id))]),
    pendingApprovals(
      db,
      merchant,
      rows.map(({ id }) => id),
    ),
  ]);
  return rows.map((row) => {
    const { payUrl: _, ...deposit } = depositOf(merchant, row);
    return {
      ...deposit,
      memberAccount: accounts.get(row.member_id) ?? '',
      pendingApproval: pending.get(targetOf(row.id)) ?? null,
    };
  });
}

/** The confirmations waiting for a second person on these deposits, with the amount each states. */
async function pendingApprovals(db: Kysely<DB>, merchant: Merchant, ids: readonly bigint[]) {
  const pending = await pendingRequestsOn(db, merchant.id, ids.map(targetOf));
  return new Map(
    [...pending].map(([target, request]) => [
      target,
      { id: request.id, amount: money(merchant, request.amount), requestedBy: request.requestedBy },
    ]),
  );
}

export async function staffDeposits(
  db: Kysely<DB>,
  merchant: Merchant,
  filter: Parameters<typeof repo.depositsOfBrand>[2],
) {
  return { deposits: await staffView(db, merchant, await repo.depositsOfBrand(db, merchant.id, filter)) };
}

/**
 * The deposit queue: bank transfers waiting for staff and online-payment orders with their gateway
 * callbacks counted, one page at a time.
 */
export async function depositQueue(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZDepositQueueQuery>,
) {
  const memberId =
    query.memberAccount === undefined
      ? undefined
      : await memberIdByAccount(db, merchant.id, query.memberAccount);
  if (query.memberAccount !== undefined && memberId === undefined) return { deposits: [], hasMore: false };
  const rows = await repo.depositQueueOf(db, merchant.id, {
    status: query.status,
    kind: query.kind,
    memberId,
    orderId: query.orderId,
    from: timeFilter(query.from),
    to: timeFilter(query.to),
    sort: query.sort,
    ...pageWindow(query),
  });
  const { rows: page, hasMore } = pageOf(rows, query.pageSize);
  const views = await staffView(db, merchant, page);
  return {
    deposits: page.map((row, index) => ({
      ...(views[index] as (typeof views)[number]),
      orderId: row.order_id,
      callbackCount: Number(row.callback_count),
    })),
    hasMore,
  };
}

/** What the payment gateway sent about one of the brand's deposits, as received. */
export async function depositCallbacks(db: Kysely<DB>, merchant: Merchant, depositId: string) {
  const deposit = await repo.findDeposit(db, merchant.id, BigInt(depositId));
  if (!deposit) throw new AppError('deposit.not.found');
  const rows = await repo.callbacksOf(db, deposit.order_id);
  return {
    callbacks: rows.map((row) => ({
      id: String(row.id),
      gateway: row.gateway,
      body: row.body,
      outcome: row.outcome,
      receivedAt: row.received_at.toISOString(),
    })),
  };
}

/** A pending bank transfer, locked for a staff decision. */
async function pendingBankTransfer(trx: Kysely<DB>, merchant: Merchant, depositId: string) {
  const deposit = await repo.lockDeposit(trx, merchant.id, BigInt(depositId));
  if (!deposit) throw new AppError('deposit.not.found');
  if (deposit.kind !== 'bank_transfer' || deposit.status !== 'pending')
    throw new AppError('deposit.not.pending');
  return deposit;
}

/**
 * Staff confirm a bank transfer arrived (with the amount that did, never more than the order),
 * crediting it less the fee its order's terms keep from what arrived (refused when the fee would keep
 * it all: staff reject the deposit instead); audited. From the brand's four-eyes amount one person's word does not create money:
 * the confirmation is a request, with the staff member's reason and the amount they say arrived, that
 * a second person approves at /ops/approvals (depositConfirmation below), the deposit locked for it.
 */
export async function confirmDeposit(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZConfirmDepositBody>,
  now = new Date(),
) {
  const received = body.amount === undefined ? undefined : parseMoney(body.amount, merchant.currencyScale);
  if (received === null || received === 0n) throw new AppError('amount.invalid');
  const asked = await pendingBankTransfer(db, merchant, body.depositId);
  const paid = received ?? asked.amount;
  if (isAboveOrder(asked, paid)) throw new AppError('deposit.paid.above.order');
  const fee = feeOn(merchant, asked, paid);
  if (paid >= (await fourEyesAmount(db, merchant))) {
    if (body.reason === undefined)
      throw new AppError('request.invalid', { issues: [{ path: 'body.reason', code: 'required' }] });
    await requestApproval(db, staff, merchant, {
      kind: 'deposit.confirm',
      target: targetOf(asked.id),
      amount: paid,
      detail: {
        depositId: String(asked.id),
        memberAccount: (await memberAccounts(db, merchant.id, [asked.member_id])).get(asked.member_id) ?? '',
        asked: money(merchant, asked.amount),
      },
      reason: body.reason,
      // A second request while this one waits is refused by the target's lock; after a rejection
      // the deposit may be asked for again.
      idempotencyKey: `deposit-confirm:${asked.id}:${Date.now()}`,
    });
    return staffDeposit(db, merchant, asked.id);
  }
  const id = await inMoneyTransaction(db, async (trx) => {
    const deposit = await pendingBankTransfer(trx, merchant, body.depositId);
    await refuseLockedTarget(trx, merchant.id, targetOf(deposit.id));
    await credit(trx, merchant, deposit, paid, paymentNote(deposit.amount, paid, true), now);
    await recordStaffAction(trx, staff, {
      action: 'deposit.confirm',
      merchantId: merchant.id,
      subject: targetOf(deposit.id),
      reason: body.reason ?? null,
      detail: { asked: deposit.amount, paid, fee, memberId: deposit.member_id },
    });
    return deposit.id;
  });
  return staffDeposit(db, merchant, id);
}

/**
 * An approved four-eyes confirmation credits what the asking staff member said arrived; the approvals
 * module records both names under deposit.confirm.
 */
export const depositConfirmation: ApprovalKind = {
  async execute(trx, merchant, request) {
    const deposit = await pendingBankTransfer(trx, merchant, request.detail.depositId ?? '');
    await credit(
      trx,
      merchant,
      deposit,
      request.amount,
      paymentNote(deposit.amount, request.amount, true),
      new Date(),
    );
    return { depositId: String(deposit.id) };
  },
};

/** Staff reject a bank transfer that never arrived, with the reason the member will see; audited. */
export async function rejectDeposit(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZRejectDepositBody>,
  now = new Date(),
) {
  const id = await db.transaction().execute(async (trx) => {
    const deposit = await pendingBankTransfer(trx, merchant, body.depositId);
    await refuseLockedTarget(trx, merchant.id, targetOf(deposit.id));
    await repo.markClosed(trx, deposit.id, { status: 'rejected', note: body.reason, at: now });
    await postMoneyMessage(trx, {
      merchantId: merchant.id,
      memberId: deposit.member_id,
      kind: 'deposit.failure',
      amount: deposit.amount,
      subject: `deposit:${deposit.id}`,
    });
    await recordStaffAction(trx, staff, {
      action: 'deposit.reject',
      merchantId: merchant.id,
      subject: `deposit:${deposit.id}`,
      reason: body.reason,
      detail: { asked: deposit.amount, memberId: deposit.member_id },
    });
    return deposit.id;
  });
  return staffDeposit(db, merchant, id);
}

async function staffDeposit(db: Kysely<DB>, merchant: Merchant, id: bigint) {
  const row = await repo.lockDeposit(db, merchant.id, id);
  if (!row) throw new Error('The deposit just decided is missing');
  const [deposit] = await staffView(db, merchant, [row]);
  if (!deposit) throw new Error('The deposit just decided is missing');
  return deposit;
}

/**
 * What the sandbox's hosted page needs about an order: its amount and how to sign for it, only with
 * the key of the order's pay link (the order id alone answers nothing).
 */
export async function sandboxOrder(db: Kysely<DB>, gateways: PaymentGateways, orderId: string, key: string) {
  const row = await repo.findByOrder(db, orderId);
  if (row?.gateway !== 'sandbox' || !row.gateway_secret) return undefined;
  const secret = gateways.secrets.open(row.gateway_secret);
  if (!isSandboxPayKey(secret, orderId, key)) return undefined;
  return { merchantId: row.merchant_id, amount: row.amount, status: row.status, secret };
}

/**
 * What the member deposited since `since`, as credited (what arrived less the fees): promotion rules
 * read it, and money they release answers to what the member's wallet got.
 */
export function depositedSince(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  since: Date,
): Promise<bigint> {
  return repo.creditedTotal(db, merchant.id, memberId, { from: since, until: new Date() });
}

/**
 * Credited deposits after a watermark (credit time, then id) and before `until`, oldest first, each at
 * what it credited (fee kept out): what the points job reads to award deposit points.
 */
export async function creditedDepositsSince(
  db: Kysely<DB>,
  after: { at: Date; id: bigint },
  until: Date,
  limit: number,
) {
  const rows = await repo.creditedSince(db, after, until, limit);
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    memberId: row.member_id,
    amount: row.credited ?? 0n,
    at: row.decided_at ?? until,
  }));
}

/**
 * What a member deposited in [from, until) as every threshold on deposits counts it (the brand's KYC
 * rule, the member's deposit limit): what was credited in the window, fees kept out, and every order
 * still pending at its amount, as it can yet be credited in a window still open. An order that expires
 * or is rejected drops out, and frees its room.
 */
export async function depositedInWindow(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  window: { from: Date; until: Date },
): Promise<bigint> {
  return (
    (await repo.creditedTotal(db, merchantId, memberId, window)) + (await repo.pendingTotal(db, memberId))
  );
}

/** What a member had credited by deposits in [from, until), fees kept out: the deposit volume of a VIP level. */
export function depositedBetween(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  range: { from: Date; until: Date },
): Promise<bigint> {
  return repo.creditedTotal(db, merchantId, memberId, range);
}
