import {
  type APPROVAL_KINDS,
  POINTS_KINDS,
  type ZApprovalRequest,
} from '@platform/contracts/approvals/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import { operatorAccounts } from '../operator/service.ts';
import * as repo from './repo.ts';
import { type ApprovalAction, checkDecider, nextState, tierOf } from './rules.ts';

export type ApprovalKindName = (typeof APPROVAL_KINDS)[number];
type ApprovalRow = NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>;
type ApprovalView = z.input<typeof ZApprovalRequest>;

/** A pending request as its kind carries it out. */
type ApprovedRequest = {
  id: bigint;
  target: string;
  amount: bigint;
  reason: string;
  detail: Record<string, string>;
  requestedBy: bigint;
};

/**
 * One kind of four-eyes request, owned by the module whose money it moves: `execute` carries an
 * approved request out inside the approval's own transaction (so the decision and the movement land
 * together or not at all) and answers what it did, for the request and the audit log.
 */
export type ApprovalKind = {
  execute: (
    trx: Transaction<DB>,
    merchant: Merchant,
    request: ApprovedRequest,
    approver: OperatorSession,
  ) => Promise<Record<string, string>>;
};
export type ApprovalKinds = Readonly<Record<ApprovalKindName, ApprovalKind>>;

/** The scale a kind's amounts are counted in: whole points, or the brand's currency. */
const scaleOf = (merchant: Merchant, kind: string) =>
  POINTS_KINDS.includes(kind as ApprovalKindName) ? 0 : merchant.currencyScale;

async function highAmountOf(db: Kysely<DB>, merchantId: bigint, kind: string): Promise<bigint | null> {
  const settings = await repo.settingsOf(db, merchantId);
  return settings.find((setting) => setting.kind === kind)?.high_amount ?? null;
}

async function views(
  db: Kysely<DB>,
  merchant: Merchant,
  rows: readonly ApprovalRow[],
): Promise<ApprovalView[]> {
  const staff = rows.flatMap((row) =>
    row.decided_by === null ? [row.requested_by] : [row.requested_by, row.decided_by],
  );
  const accounts = await operatorAccounts(db, [...new Set(staff)]);
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as ApprovalKindName,
    target: row.target,
    amount: formatMinorUnits(row.amount, scaleOf(merchant, row.kind)),
    tier: row.tier,
    detail: row.payload as Record<string, string>,
    reason: row.reason,
    state: row.state,
    requestedBy: accounts.get(row.requested_by) ?? '',
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by === null ? null : (accounts.get(row.decided_by) ?? ''),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    outcome: row.outcome as Record<string, string> | null,
  }));
}

const sameRequest = (row: ApprovalRow, request: repo.NewApprovalRequest) =>
  row.kind === request.kind &&
  row.target === request.target &&
  row.amount === request.amount &&
  row.reason === request.reason &&
  sameDetail(row.payload as Record<string, string>, request.payload);

/** jsonb keeps keys in its own order: compared key by key. */
const sameDetail = (saved: Record<string, string>, asked: Record<string, string>) =>
  Object.keys(saved).length === Object.keys(asked).length &&
  Object.entries(asked).every(([name, value]) => saved[name] === value);

/**
 * Opens a four-eyes request and records who asked. The caller's key makes a retry answer the first
 * request (idempotency.conflict when it differs); a target with a pending request is locked
 * (approval.target.locked) until that one is decided.
 */
export async function requestApproval(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  spec: {
    kind: ApprovalKindName;
    target: string;
    amount: bigint;
    detail: Record<string, string>;
    reason: string;
    idempotencyKey: string;
  },
): Promise<ApprovalView> {
  const row = await inMoneyTransaction(db, async (trx) => {
    const request: repo.NewApprovalRequest = {
      merchantId: merchant.id,
      kind: spec.kind,
      target: spec.target,
      amount: spec.amount,
      tier: tierOf(spec.amount, await highAmountOf(trx, merchant.id, spec.kind)),
      payload: spec.detail,
      reason: spec.reason,
      idempotencyKey: spec.idempotencyKey,
      requestedBy: staff.operatorId,
    };
    const added = await repo.insertRequest(trx, request);
    if (!added) {
      const earlier = await repo.requestByKey(trx, merchant.id, spec.idempotencyKey);
      if (!earlier) throw new AppError('approval.target.locked');
      if (!sameRequest(earlier, request) || earlier.requested_by !== staff.operatorId)
        throw new AppError('idempotency.conflict');
      return earlier;
    }
    await recordStaffAction(trx, staff, {
      action: `${spec.kind}.request`,
      merchantId: merchant.id,
      subject: spec.target,
      reason: spec.reason,
      detail: { requestId: added.id, amount: spec.amount, tier: added.tier, ...spec.detail },
    });
    return added;
  });
  const [view] = await views(db, merchant, [row]);
  if (!view) throw new Error('A request without its view');
  return view;
}

/**
 * Approves (carrying the request out through its kind) or rejects a pending request. The request's
 * row is locked for the decision, so two staff deciding at once take turns and the second is told
 * approval.decided: one outcome, and the money moves at most once. The audit log names both people.
 */
export async function decideApproval(
  db: Kysely<DB>,
  kinds: ApprovalKinds,
  staff: OperatorSession,
  merchant: Merchant,
  decision: { requestId: bigint; action: ApprovalAction; reason?: string },
): Promise<ApprovalView> {
  const row = await inMoneyTransaction(db, async (trx) => {
    const pending = await repo.lockRequest(trx, merchant.id, decision.requestId);
    if (!pending) throw new AppError('approval.not.found');
    const state = nextState(pending.state, decision.action);
    checkDecider({ requestedBy: pending.requested_by, tier: pending.tier }, staff, decision.action);
    const detail = pending.payload as Record<string, string>;
    const outcome =
      decision.action === 'approve'
        ? await kinds[pending.kind as ApprovalKindName].execute(
            trx,
            merchant,
            {
              id: pending.id,
              target: pending.target,
              amount: pending.amount,
              reason: pending.reason,
              detail,
              requestedBy: pending.requested_by,
            },
            staff,
          )
        : null;
    const decided = await repo.decideRequest(trx, pending.id, {
      state: state === 'approved' ? 'approved' : 'rejected',
      decidedBy: staff.operatorId,
      reason: decision.reason ?? null,
      outcome,
    });
    const names = await operatorAccounts(trx, [pending.requested_by, staff.operatorId]);
    await recordStaffAction(trx, staff, {
      action: decision.action === 'approve' ? pending.kind : `${pending.kind}.reject`,
      merchantId: merchant.id,
      subject: pending.target,
      reason: decision.action === 'approve' ? pending.reason : (decision.reason ?? null),
      detail: {
        requestId: pending.id,
        amount: pending.amount,
        tier: pending.tier,
        requestedBy: names.get(pending.requested_by) ?? '',
        decidedBy: names.get(staff.operatorId) ?? '',
        ...detail,
        ...outcome,
      },
    });
    return decided;
  });
  const [view] = await views(db, merchant, [row]);
  if (!view) throw new Error('A request without its view');
  return view;
}

/**
 * The pending requests on these targets (withdrawal:12), by target: what a queue shows as waiting for
 * a second person, and what the owning module refuses to act on meanwhile (the request locks it).
 */
export async function pendingRequestsOn(
  db: Kysely<DB>,
  merchantId: bigint,
  targets: readonly string[],
): Promise<Map<string, { id: string; kind: string; amount: bigint; requestedBy: string }>> {
  if (targets.length === 0) return new Map();
  const rows = await repo.pendingOn(db, merchantId, targets);
  const accounts = await operatorAccounts(db, [...new Set(rows.map((row) => row.requested_by))]);
  return new Map(
    rows.map((row) => [
      row.target,
      {
        id: String(row.id),
        kind: row.kind,
        amount: row.amount,
        requestedBy: accounts.get(row.requested_by) ?? '',
      },
    ]),
  );
}

/** approval.target.locked while a request on the target waits for its decision. */
export async function refuseLockedTarget(db: Kysely<DB>, merchantId: bigint, target: string): Promise<void> {
  if ((await repo.pendingOn(db, merchantId, [target])).length > 0)
    throw new AppError('approval.target.locked');
}

export async function approvalQueue(
  db: Kysely<DB>,
  merchant: Merchant,
  filter: repo.ApprovalFilter,
): Promise<{ requests: ApprovalView[]; next: string | null }> {
  // One row more than the page tells whether there is a next page without a count.
  const rows = await repo.requestsOf(db, merchant.id, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  return {
    requests: await views(db, merchant, page),
    next: rows.length > filter.limit ? String(page.at(-1)?.id) : null,
  };
}

export async function approvalSettings(
  db: Kysely<DB>,
  merchant: Merchant,
  kinds: readonly ApprovalKindName[],
) {
  const saved = await repo.settingsOf(db, merchant.id);
  return {
    settings: kinds.map((kind) => {
      const setting = saved.find((each) => each.kind === kind);
      const shown = (amount: bigint | null | undefined) =>
        amount === null || amount === undefined ? null : formatMinorUnits(amount, scaleOf(merchant, kind));
      return {
        kind,
        highAmount: shown(setting?.high_amount),
        fourEyesAmount: shown(setting?.four_eyes_amount),
      };
    }),
  };
}

/**
 * The brand's four-eyes amount of a kind that is not always four-eyes: from it, the step becomes a
 * request; null, never.
 */
export async function fourEyesAmountOf(db: Kysely<DB>, merchant: Merchant, kind: ApprovalKindName) {
  const saved = await repo.settingsOf(db, merchant.id);
  return saved.find((setting) => setting.kind === kind)?.four_eyes_amount ?? null;
}

/** A setting's amount in minor units (points: whole): null stays null, anything but a positive amount is refused. */
function settingAmount(scale: number, text: string | null): bigint | null {
  if (text === null) return null;
  const amount = parseMoney(text, scale);
  if (amount === null || amount === 0n) throw new AppError('amount.invalid');
  return amount;
}

export async function saveApprovalSetting(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  setting: { kind: ApprovalKindName; highAmount: string | null; fourEyesAmount: string | null },
): Promise<void> {
  const scale = scaleOf(merchant, setting.kind);
  const amounts = {
    high: settingAmount(scale, setting.highAmount),
    fourEyes: settingAmount(scale, setting.fourEyesAmount),
  };
  await db.transaction().execute(async (trx) => {
    await repo.saveSetting(trx, merchant.id, setting.kind, amounts);
    await recordStaffAction(trx, staff, {
      action: 'approval.settings',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { kind: setting.kind, highAmount: amounts.high, fourEyesAmount: amounts.fourEyes },
    });
  });
}
