import {
  JACKPOT_WINNERS_STAFF,
  type ZJackpotChange,
  type ZJackpotCloseBody,
  type ZJackpotCreateBody,
  type ZJackpotFundingBody,
  type ZJackpotRulesBody,
  type ZStaffJackpots,
} from '@platform/contracts/jackpots/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import {
  type ApprovalKind,
  fourEyesAmountOf,
  pendingRequestsOn,
  refuseLockedTarget,
  requestApproval,
} from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { knownGameCodes } from '../games/service.ts';
import { memberAccounts } from '../identity/directory.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import * as repo from './repo.ts';
import { emptyPool, fundPool, type JackpotState, jackpotsOf, poolAmounts } from './service.ts';

type Change = z.input<typeof ZJackpotChange>;

/** A jackpot's four-eyes target: one funding of it waits at a time, and its rules wait with it. */
const targetOf = (jackpotId: bigint) => `jackpot:${jackpotId}`;

/**
 * What a jackpot in `state` may have done to it: an opening only its seed (or its closing), a closed
 * one nothing. An opening whose seed request was rejected would otherwise take games, and its first
 * win would reseed it from the house with nobody's approval.
 */
function requireState(state: JackpotState, wanted: 'opening' | 'open'): void {
  if (state === wanted) return;
  throw new AppError(state === 'closed' ? 'jackpot.closed' : 'jackpot.not.open');
}

function amountOf(merchant: Merchant, text: string): bigint {
  const amount = parseMoney(text, merchant.currencyScale);
  if (amount === null || amount <= 0n) throw new AppError('amount.invalid');
  return amount;
}

/** Every game listed must be in the brand's catalogue: a misspelt code would feed nothing, silently. */
async function checkGames(db: Kysely<DB>, merchantId: bigint, gameCodes: readonly string[]) {
  const known = await knownGameCodes(db, merchantId, gameCodes);
  if (gameCodes.some((code) => !known.has(code))) throw new AppError('game.not.found');
}

/** The brand's jackpots as staff see them: the rules, each pool now, a funding waiting, the last winners. */
export async function staffJackpots(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZStaffJackpots>> {
  const jackpots = await jackpotsOf(db, merchant.id);
  const [held, wins, pending] = await Promise.all([
    poolAmounts(
      db,
      merchant,
      jackpots.map(({ code }) => code),
    ),
    Promise.all(jackpots.map(({ id }) => repo.latestWinsOf(db, id, JACKPOT_WINNERS_STAFF))),
    pendingRequestsOn(
      db,
      merchant.id,
      jackpots.map(({ id }) => targetOf(id)),
    ),
  ]);
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(wins.flat().map(({ member_id }) => member_id)),
  ]);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    jackpots: jackpots.map((jackpot, at) => {
      const waiting = pending.get(targetOf(jackpot.id));
      return {
        code: jackpot.code,
        state: jackpot.state,
        amount: money(held.get(jackpot.code) ?? 0n),
        contributionBp: jackpot.contributionBp,
        seedAmount: money(jackpot.seedAmount),
        gameCodes: jackpot.gameCodes,
        pendingFunding: waiting
          ? {
              id: waiting.id,
              kind: waiting.kind === 'jackpot.close' ? ('jackpot.close' as const) : ('jackpot.fund' as const),
              amount: money(waiting.amount),
              requestedBy: waiting.requestedBy,
            }
          : null,
        winners: (wins[at] ?? []).map((win) => ({
          memberAccount: accounts.get(win.member_id) ?? '',
          amount: money(win.amount),
          wonAt: win.created_at.toISOString(),
        })),
      };
    }),
  };
}

/**
 * Moves money from the house into the pool now, or, from the brand's jackpot.fund amount, opens a
 * four-eyes request that moves it when a second person approves (jackpotFunding below).
 */
async function fundOrAsk(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  funding: {
    jackpot: { id: bigint; code: string };
    action: 'open' | 'seed' | 'top-up';
    amount: bigint;
    seedAmount: bigint | null;
    gameCodes: readonly string[] | null;
    reason: string;
    idempotencyKey: string;
  },
): Promise<Change> {
  const fourEyes = await fourEyesAmountOf(db, merchant, 'jackpot.fund');
  const detail = {
    jackpotId: String(funding.jackpot.id),
    code: funding.jackpot.code,
    action: funding.action,
    ...(funding.seedAmount === null ? {} : { seedAmount: String(funding.seedAmount) }),
    ...(funding.gameCodes === null ? {} : { gameCodes: funding.gameCodes.join(',') }),
  };
  if (fourEyes !== null && funding.amount >= fourEyes) {
    const request = await requestApproval(db, staff, merchant, {
      kind: 'jackpot.fund',
      target: targetOf(funding.jackpot.id),
      amount: funding.amount,
      detail,
      reason: funding.reason,
      idempotencyKey: `jackpot-fund:${funding.idempotencyKey}`,
    });
    return {
      code: funding.jackpot.code,
      moved: formatMinorUnits(0n, merchant.currencyScale),
      pendingApproval: request.id,
    };
  }
  await inMoneyTransaction(db, async (trx) => {
    const jackpot = await repo.lockJackpotRules(trx, merchant.id, funding.jackpot.code);
    if (!jackpot) throw new AppError('jackpot.not.found');
    // Asked again under the jackpot's lock: a request opened or a state changed since the first look.
    await refuseLockedTarget(trx, merchant.id, targetOf(jackpot.id));
    requireState(jackpot.state, funding.action === 'open' ? 'opening' : 'open');
    const outcome = await carryOut(
      trx,
      merchant,
      jackpot.id,
      detail,
      funding.amount,
      `staff:${funding.idempotencyKey}`,
    );
    await recordStaffAction(trx, staff, {
      action: 'jackpot.fund',
      merchantId: merchant.id,
      subject: targetOf(jackpot.id),
      reason: funding.reason,
      detail: { amount: funding.amount, ...detail, ...outcome },
    });
  });
  return {
    code: funding.jackpot.code,
    moved: formatMinorUnits(funding.amount, merchant.currencyScale),
    pendingApproval: null,
  };
}

/**
 * A funding's movement, in the caller's transaction with the jackpot locked: the pool takes the amount
 * from the house; a raised seed becomes the jackpot's; an opening adds the games last, so no stake
 * feeds and no round wins a pool that is not funded yet.
 */
async function carryOut(
  trx: Kysely<DB>,
  merchant: Merchant,
  jackpotId: bigint,
  detail: Record<string, string>,
  amount: bigint,
  cause: string,
): Promise<Record<string, string>> {
  const code = detail.code ?? '';
  const transferId = await fundPool(trx, merchant, { id: jackpotId, code }, amount, cause);
  if (detail.seedAmount !== undefined) await repo.setSeed(trx, jackpotId, BigInt(detail.seedAmount));
  if (detail.action === 'open') {
    await repo.markOpen(trx, jackpotId);
    if (detail.gameCodes) await repo.insertJackpotGames(trx, jackpotId, detail.gameCodes.split(','));
  }
  return { transferId: String(transferId) };
}

/** An approved jackpot.fund request moves its money once (keyed by the request); the approvals module audits it. */
export const jackpotFunding: ApprovalKind = {
  async execute(trx, merchant, request) {
    const jackpot = await repo.lockJackpotRules(trx, merchant.id, request.detail.code ?? '');
    if (!jackpot) throw new AppError('jackpot.not.found');
    requireState(jackpot.state, request.detail.action === 'open' ? 'opening' : 'open');
    return carryOut(trx, merchant, jackpot.id, request.detail, request.amount, `approval:${request.id}`);
  },
};

/**
 * Opens a jackpot: its rules now, its pool funded with the seed from the house (now, or once a
 * second person approves, the games joining then).
 */
export async function createJackpot(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZJackpotCreateBody>,
): Promise<Change> {
  const seedAmount = amountOf(merchant, body.seedAmount);
  await checkGames(db, merchant.id, body.gameCodes);
  const opened = await db.transaction().execute(async (trx) => {
    const row = await repo.insertJackpot(trx, {
      merchantId: merchant.id,
      code: body.code,
      contributionBp: body.contributionBp,
      seedAmount,
      state: 'opening',
    });
    if (!row) throw new AppError('jackpot.code.taken');
    await recordStaffAction(trx, staff, {
      action: 'jackpot.create',
      merchantId: merchant.id,
      subject: targetOf(row.id),
      reason: body.reason,
      detail: {
        code: body.code,
        contributionBp: body.contributionBp,
        seedAmount,
        gameCodes: body.gameCodes.join(','),
      },
    });
    return row;
  });
  return fundOrAsk(db, staff, merchant, {
    jackpot: { id: opened.id, code: body.code },
    action: 'open',
    amount: seedAmount,
    seedAmount: null,
    gameCodes: body.gameCodes,
    reason: body.reason,
    idempotencyKey: body.idempotencyKey,
  });
}

/**
 * Sets a jackpot's share and games: no money moves (the shares come out of later stakes). Refused while
 * a funding of it waits for a second person, so an opening's games join only with its seed. Each
 * instance's debits read the new rules after its brand cache's time; a win reads them at once.
 */
export async function setJackpotRules(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZJackpotRulesBody>,
): Promise<Change> {
  await checkGames(db, merchant.id, body.gameCodes);
  await db.transaction().execute(async (trx) => {
    const jackpot = await repo.lockJackpotRules(trx, merchant.id, body.code);
    if (!jackpot) throw new AppError('jackpot.not.found');
    await refuseLockedTarget(trx, merchant.id, targetOf(jackpot.id));
    requireState(jackpot.state, 'open');
    const before = await repo.gameCodesOf(trx, jackpot.id);
    await repo.setRules(trx, jackpot.id, body);
    await recordStaffAction(trx, staff, {
      action: 'jackpot.rules',
      merchantId: merchant.id,
      subject: targetOf(jackpot.id),
      reason: body.reason,
      detail: {
        code: body.code,
        before: { contributionBp: jackpot.contribution_bp, gameCodes: before.join(',') },
        after: { contributionBp: body.contributionBp, gameCodes: body.gameCodes.join(',') },
      },
    });
  });
  return { code: body.code, moved: formatMinorUnits(0n, merchant.currencyScale), pendingApproval: null };
}

/**
 * Raises a jackpot's seed (the difference moves into the pool now) or lowers it (nothing moves: the
 * pool holds members' shares, which only a win takes out; the lower seed applies from the next win),
 * or tops the pool up from the house. Money moved is four-eyes from the brand's jackpot.fund amount.
 */
export async function fundJackpot(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZJackpotFundingBody>,
): Promise<Change> {
  const amount = amountOf(merchant, body.amount);
  const jackpot = (await jackpotsOf(db, merchant.id)).find(({ code }) => code === body.code);
  if (!jackpot) throw new AppError('jackpot.not.found');
  await refuseLockedTarget(db, merchant.id, targetOf(jackpot.id));
  const funding = { jackpot, gameCodes: null, reason: body.reason, idempotencyKey: body.idempotencyKey };
  if (jackpot.state === 'opening') {
    // An opening whose seed was refused opens again only with its whole seed moved, under the same
    // four-eyes rule as the first time; its games are given once it is open.
    if (body.kind === 'top-up') throw new AppError('jackpot.not.open');
    return fundOrAsk(db, staff, merchant, { ...funding, action: 'open', amount, seedAmount: amount });
  }
  requireState(jackpot.state, 'open');
  if (body.kind === 'top-up')
    return fundOrAsk(db, staff, merchant, { ...funding, action: 'top-up', amount, seedAmount: null });
  if (amount > jackpot.seedAmount)
    return fundOrAsk(db, staff, merchant, {
      ...funding,
      action: 'seed',
      amount: amount - jackpot.seedAmount,
      seedAmount: amount,
    });
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockJackpotRules(trx, merchant.id, body.code);
    if (!locked) throw new AppError('jackpot.not.found');
    await refuseLockedTarget(trx, merchant.id, targetOf(locked.id));
    requireState(locked.state, 'open');
    await repo.setSeed(trx, locked.id, amount);
    await recordStaffAction(trx, staff, {
      action: 'jackpot.seed',
      merchantId: merchant.id,
      subject: targetOf(locked.id),
      reason: body.reason,
      detail: { code: body.code, before: { seedAmount: locked.seed_amount }, after: { seedAmount: amount } },
    });
  });
  return { code: body.code, moved: formatMinorUnits(0n, merchant.currencyScale), pendingApproval: null };
}

/**
 * A closing's work, in the caller's transaction with the jackpot locked: the games go (no stake feeds
 * it, no round wins it) and whatever the pool holds goes back to the house.
 */
async function closing(
  trx: Kysely<DB>,
  merchant: Merchant,
  jackpot: { id: bigint; code: string },
  cause: string,
): Promise<Record<string, string>> {
  await repo.markClosed(trx, jackpot.id);
  const { moved, transferId } = await emptyPool(trx, merchant, jackpot, cause);
  return { moved: String(moved), ...(transferId === null ? {} : { transferId: String(transferId) }) };
}

/** An approved jackpot.close request closes the jackpot and empties its pool once (keyed by the request). */
export const jackpotClosing: ApprovalKind = {
  async execute(trx, merchant, request) {
    const jackpot = await repo.lockJackpotRules(trx, merchant.id, request.detail.code ?? '');
    if (!jackpot) throw new AppError('jackpot.not.found');
    return closing(trx, merchant, jackpot, `approval:${request.id}`);
  },
};

/**
 * Closes a jackpot: its games stop feeding it and its pool goes back to the house through the ledger,
 * in one transaction, or, when the pool holds the brand's jackpot.close amount or more, once a second
 * person approves (the whole pool as it is then). A share that arrives after the closing stays with
 * the house (vendor_debit asks jackpot_pools_open under the pool's lock, which the closing reads the
 * pool under), and a stake given back after it takes its share from the house, not the closed pool
 * (jackpot_pool_states). Closing again moves whatever a closed pool still holds. An opening never
 * funded closes with nothing to move.
 */
export async function closeJackpot(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZJackpotCloseBody>,
): Promise<Change> {
  const jackpot = (await jackpotsOf(db, merchant.id)).find(({ code }) => code === body.code);
  if (!jackpot) throw new AppError('jackpot.not.found');
  await refuseLockedTarget(db, merchant.id, targetOf(jackpot.id));
  const held = (await poolAmounts(db, merchant, [jackpot.code])).get(jackpot.code) ?? 0n;
  if (jackpot.state === 'closed' && held === 0n) throw new AppError('jackpot.closed');
  const amount = held < 0n ? -held : held;
  const fourEyes = await fourEyesAmountOf(db, merchant, 'jackpot.close');
  if (fourEyes !== null && amount >= fourEyes) {
    const request = await requestApproval(db, staff, merchant, {
      kind: 'jackpot.close',
      target: targetOf(jackpot.id),
      amount,
      detail: { jackpotId: String(jackpot.id), code: jackpot.code },
      reason: body.reason,
      idempotencyKey: `jackpot-close:${body.idempotencyKey}`,
    });
    return {
      code: jackpot.code,
      moved: formatMinorUnits(0n, merchant.currencyScale),
      pendingApproval: request.id,
    };
  }
  const outcome = await inMoneyTransaction(db, async (trx) => {
    const locked = await repo.lockJackpotRules(trx, merchant.id, body.code);
    if (!locked) throw new AppError('jackpot.not.found');
    await refuseLockedTarget(trx, merchant.id, targetOf(locked.id));
    const done = await closing(trx, merchant, locked, `staff:${body.idempotencyKey}`);
    await recordStaffAction(trx, staff, {
      action: 'jackpot.close',
      merchantId: merchant.id,
      subject: targetOf(locked.id),
      reason: body.reason,
      detail: { code: locked.code, before: { state: locked.state }, ...done },
    });
    return done;
  });
  return {
    code: jackpot.code,
    moved: formatMinorUnits(BigInt(outcome.moved ?? '0'), merchant.currencyScale),
    pendingApproval: null,
  };
}
