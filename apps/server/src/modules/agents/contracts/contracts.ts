import type {
  ContractKind,
  ZContractsQuery,
  ZDecisionBody,
  ZOfferBody,
} from '@platform/contracts/agents/contract-schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Session } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { inMoneyTransaction } from '../../ledger/service.ts';
import { memberLink } from '../tree/repo.ts';
import { isAgentType, requireAgent, requireInDownline } from '../tree/tree.ts';
import * as repo from './repo.ts';
import {
  isWithinCap,
  nextState,
  type Rates,
  sharesLinePeriod,
  type TermColumns,
  TOP_CAP,
  termColumns,
  termsView,
} from './rules.ts';

function contractView(merchant: Merchant, row: repo.ContractRow) {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    upper: { id: String(row.upper_id), account: row.upper_account },
    lower: { id: String(row.lower_id), account: row.lower_account },
    terms: termsView(row, merchant.currencyScale),
    endsAt: iso(row.ends_at),
    replacesId: row.replaces_id === null ? null : String(row.replaces_id),
    endedById: row.ended_by_id === null ? null : String(row.ended_by_id),
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    terminationRequestedAt: iso(row.termination_requested_at),
    terminatedAt: iso(row.terminated_at),
  };
}

const ratesOf = (row: { rate: number; loss_rate: number | null }): Rates => ({
  rate: row.rate,
  lossRate: row.loss_rate,
});

/**
 * The most `upperId` may give of `kind`: a top agent (no upline) anything up to 100% over any period,
 * any other agent no more than its own contract in force from its upline, over that contract's period,
 * and nothing without one.
 */
async function capOf(db: Kysely<DB>, merchant: Merchant, upperId: bigint, kind: ContractKind) {
  const upper = await memberLink(db, merchant.id, upperId);
  if (upper?.upline_id === null) return { rates: TOP_CAP, period: null };
  const own = await repo.inForceFrom(db, merchant.id, upperId, kind);
  if (!own) throw new AppError('contract.rate.above.upline');
  return { rates: ratesOf(own), period: own.period };
}

/** Refuses terms the upper level may not give: above its own rates, or over another period. */
async function requireWithinCap(
  db: Kysely<DB>,
  merchant: Merchant,
  upperId: bigint,
  terms: Pick<TermColumns, 'kind' | 'rate' | 'loss_rate' | 'period'>,
) {
  const cap = await capOf(db, merchant, upperId, terms.kind);
  if (!isWithinCap(ratesOf(terms), cap.rates)) throw new AppError('contract.rate.above.upline');
  if (!sharesLinePeriod(terms.period, cap.period)) throw new AppError('contract.period.mismatch');
}

/** The checked offer of the session's agent to its direct downline agent `lowerId`. */
async function checkedOffer(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZOfferBody>,
): Promise<{ upperId: bigint; lowerId: bigint; terms: TermColumns }> {
  const upperId = requireAgent(session);
  const lowerId = BigInt(body.lowerId);
  if ((await requireInDownline(db, merchant, upperId, lowerId)) !== 1) throw new AppError('access.forbidden');
  const lower = await memberLink(db, merchant.id, lowerId);
  if (!lower || !isAgentType(lower.type) || lower.status !== 'ACTIVE')
    throw new AppError('contract.party.invalid');
  const terms = termColumns(body.terms, merchant.currencyScale);
  await requireWithinCap(db, merchant, upperId, terms);
  return { upperId, lowerId, terms };
}

function affected(
  db: Kysely<DB>,
  merchant: Merchant,
  lowerId: bigint,
  terms: Pick<TermColumns, 'kind' | 'rate' | 'loss_rate' | 'period'>,
) {
  return repo.liveAbove(db, merchant.id, {
    memberId: lowerId,
    kind: terms.kind,
    rate: terms.rate,
    lossRate: terms.loss_rate,
    period: terms.period,
  });
}

/**
 * Offers a contract: a new request, or, when one of the kind is in force, a signing that replaces it
 * once accepted. One open offer per pair and kind (contract.pending.exists).
 */
export async function offerContract(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZOfferBody>,
) {
  const { upperId, lowerId, terms } = await checkedOffer(db, merchant, session, body);
  if (await repo.hasOpenOffer(db, lowerId, terms.kind)) throw new AppError('contract.pending.exists');
  const current = await repo.inForceFrom(db, merchant.id, lowerId, terms.kind);
  try {
    const id = await repo.insertOffer(db, {
      ...terms,
      merchantId: merchant.id,
      upperId,
      lowerId,
      state: current ? 'signing' : 'new',
      replacesId: current?.id ?? null,
    });
    return contractView(merchant, await found(db, merchant, id));
  } catch (error) {
    // Two offers racing past the check: the open-request index keeps one.
    if (isUniqueViolation(error)) throw new AppError('contract.pending.exists');
    throw error;
  }
}

async function found(db: Kysely<DB>, merchant: Merchant, id: bigint): Promise<repo.ContractRow> {
  const row = await repo.findContract(db, merchant.id, id);
  if (!row) throw new Error(`contract ${id} just written is missing`);
  return row;
}

/** Before offering: which contracts in the downline agent's own downline signing it would end. */
export async function previewOffer(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZOfferBody>,
) {
  const { lowerId, terms } = await checkedOffer(db, merchant, session, body);
  const rows = await affected(db, merchant, lowerId, terms);
  return { contracts: rows.map((row) => contractView(merchant, row)) };
}

/** A contract the session's member is a party to (`as`: only as that side); anything else is a 403. */
async function partyContract(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  contractId: string,
  as?: 'upper' | 'lower',
): Promise<repo.ContractRow> {
  const memberId = requireAgent(session);
  const row = await repo.findContract(db, merchant.id, BigInt(contractId));
  const isUpper = row?.upper_id === memberId;
  const isLower = row?.lower_id === memberId;
  if (!row || !(as === 'upper' ? isUpper : as === 'lower' ? isLower : isUpper || isLower))
    throw new AppError('access.forbidden');
  return row;
}

/** The list the lower level must confirm to accept an open offer: the downline contracts it ends. */
export async function affectedBySigning(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  contractId: string,
) {
  const row = await partyContract(db, merchant, session, contractId);
  if (row.state !== 'new' && row.state !== 'signing') throw new AppError('contract.state');
  const rows = await affected(db, merchant, row.lower_id, row);
  return { contracts: rows.map((contract) => contractView(merchant, contract)) };
}

/**
 * The contract under its lock, refused once past its end time: an offer must be answered, and a
 * contract changed, while it still runs, whether or not the expiry has ended it yet.
 */
async function lockedUnexpired(db: Kysely<DB>, merchant: Merchant, id: bigint, now: Date) {
  await repo.lockContract(db, merchant.id, id);
  const row = await found(db, merchant, id);
  if (row.ends_at !== null && row.ends_at <= now) throw new AppError('contract.state');
  return row;
}

const sameIds = (a: readonly bigint[], b: readonly string[]) =>
  a.length === new Set(b).size && a.every((id) => b.includes(String(id)));

/**
 * The lower level's answer to an offer or a termination request. Accepting an offer whose rate is
 * below contracts in its own downline ends them, and only when the call confirms exactly those
 * (contract.confirmation.required lists them otherwise); the rate cap is checked again, as the upper
 * level's own contract may have changed since the offer. The downline's open offers count among what a
 * signing ends, and each contract row is locked before it changes, so a downline accepting at the same
 * moment either sees its offer ended or is ended right after.
 */
export async function decideContract(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZDecisionBody>,
  now = new Date(),
) {
  const checked = await partyContract(db, merchant, session, body.contractId, 'lower');
  await inMoneyTransaction(db, async (trx) => {
    const row = await lockedUnexpired(trx, merchant, checked.id, now);
    const next = nextState(row.state, body.accept ? 'accept' : 'reject');
    const isOffer = row.state === 'new' || row.state === 'signing';
    const isSigning = body.accept && isOffer;
    if (isSigning) {
      await requireWithinCap(trx, merchant, row.upper_id, row);
      const ended = (await affected(trx, merchant, row.lower_id, row)).map(({ id }) => id);
      if (!sameIds(ended, body.confirmedTerminations))
        throw new AppError('contract.confirmation.required', { value: { contracts: ended.map(String) } });
      await repo.setState(trx, ended, { state: 'terminated', at: now, endedById: row.id });
      if (row.replaces_id !== null)
        await repo.setState(trx, [row.replaces_id], { state: 'terminated', at: now });
    }
    // A rejected termination leaves the contract as it was signed: its start must not move.
    await repo.setState(trx, [row.id], { state: next, at: now, isOfferDecision: isOffer });
  });
  return contractView(merchant, await found(db, merchant, checked.id));
}

/** The upper level asks to end a contract in force; the lower level accepts or rejects the request. */
export async function requestTermination(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  contractId: string,
  now = new Date(),
) {
  const checked = await partyContract(db, merchant, session, contractId, 'upper');
  await inMoneyTransaction(db, async (trx) => {
    const row = await lockedUnexpired(trx, merchant, checked.id, now);
    await repo.setState(trx, [row.id], { state: nextState(row.state, 'requestTermination'), at: now });
  });
  return contractView(merchant, await found(db, merchant, checked.id));
}

export async function listContracts(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  query: z.output<typeof ZContractsQuery>,
) {
  const memberId = requireAgent(session);
  const rows = await repo.contractsOf(db, merchant.id, { memberId, ...query });
  return { contracts: rows.map((row) => contractView(merchant, row)) };
}

/**
 * The consolidated contract info (spec section 3): per kind, whether a request waits for the member
 * and whether it holds a contract in force; a member without contracts gets all false.
 */
export async function consolidated(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  const rows = await repo.contractSummary(db, merchant.id, memberId);
  const awaits = (kind: ContractKind) =>
    rows.some(
      (row) =>
        row.kind === kind &&
        row.lower_id === memberId &&
        (row.state === 'new' || row.state === 'signing' || row.state === 'terminating'),
    );
  const holds = (kind: ContractKind, side?: 'upper') =>
    rows.some(
      (row) =>
        row.kind === kind &&
        (row.state === 'established' || row.state === 'terminating') &&
        (side === 'upper' ? row.upper_id === memberId : true),
    );
  return {
    divtypereq: awaits('dividend'),
    dailysalreqtype: awaits('daily_salary'),
    contracthoursalreq: awaits('hourly_salary'),
    realtimesalreqtype: awaits('realtime_salary'),
    divtypeinfo: holds('dividend'),
    dailysalinfotype: holds('daily_salary'),
    contracthoursalinfo: holds('hourly_salary'),
    realtimesalinfotype: holds('realtime_salary'),
    contractmrdailysalinfotype: holds('daily_salary', 'upper'),
  };
}

/**
 * The agent's contracts for staff, a page at a time. Staff only read them: the state machine
 * (rules.ts) gives every move to a party (the lower level decides, the upper level asks to terminate).
 */
export async function staffContracts(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: z.output<typeof ZContractsQuery> & { page: number; pageSize: number },
) {
  const { rows, total } = await repo.contractsPage(
    db,
    merchant.id,
    { memberId: agentId, side: query.side, kind: query.kind, state: query.state },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { items: rows.map((row) => contractView(merchant, row)), total };
}
