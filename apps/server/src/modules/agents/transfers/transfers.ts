import type { ZAgentTransfersQuery } from '@platform/contracts/agents/operator-schemas';
import type { ZDownlineTransferBody, ZUplineTransferBody } from '@platform/contracts/agents/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Session } from '../../../platform/endpoint.ts';
import { gmt8DayRange } from '../../../platform/gmt8-range.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { checkPaymentPassword } from '../../identity/passwords/payment-password.ts';
import { accountFor, memberHistory, transfer } from '../../ledger/service.ts';
import { memberLink } from '../tree/repo.ts';
import { accountsOf, mayTransferToUpline, requireAgent, requireInDownline } from '../tree/tree.ts';

type Direction = 'downline' | 'upline';

/**
 * Main wallet to main wallet through the ledger, keyed by the sender and its request id: a retry
 * answers the first transfer, the same id for another amount or recipient is idempotency.conflict,
 * and a balance that is not enough is funds.insufficient with nothing moved.
 */
async function move(
  db: Kysely<DB>,
  merchant: Merchant,
  request: { from: bigint; to: bigint; amount: string; paymentPassword: string; requestId: string },
  direction: Direction,
) {
  const amount = parseMoney(request.amount, merchant.currencyScale);
  if (amount === null || amount === 0n)
    throw new AppError('amount.invalid', { issues: [{ path: 'body.amount', code: 'invalid' }] });
  await checkPaymentPassword(db, merchant, request.from, request.paymentPassword);
  const [source, target] = await Promise.all([
    accountFor(db, merchant, 'member.main', { memberId: request.from }),
    accountFor(db, merchant, 'member.main', { memberId: request.to }),
  ]);
  const done = await transfer(db, {
    merchantId: merchant.id,
    idempotencyKey: `agent-transfer:${request.from}:${request.requestId}`,
    kind: `agent.transfer.${direction}`,
    legs: [
      { accountId: source, amount: -amount },
      { accountId: target, amount },
    ],
    memo: { from: String(request.from), to: String(request.to) },
  });
  const sent = done.entries.find(({ accountId }) => accountId === source);
  const received = done.entries.find(({ accountId }) => accountId === target);
  if (!sent || !received) throw new Error(`transfer ${done.transferId} lacks a leg of a party`);
  return {
    transferId: String(done.transferId),
    amount: formatMinorUnits(amount, merchant.currencyScale),
    balance: formatMinorUnits(sent.balanceAfter, merchant.currencyScale),
    // The downline's balance is the agent's to see (team management lists it); the upline's is not.
    recipientBalance:
      direction === 'downline' ? formatMinorUnits(received.balanceAfter, merchant.currencyScale) : null,
    at: done.createdAt.toISOString(),
  };
}

/**
 * An agent pays a member anywhere in its downline; anyone else is a 403 that says nothing, and so is a
 * closed account of the downline, whose money nobody could use.
 */
export async function transferToDownline(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZDownlineTransferBody>,
) {
  const agentId = requireAgent(session);
  const memberId = BigInt(body.memberId);
  await requireInDownline(db, merchant, agentId, memberId);
  if ((await memberLink(db, merchant.id, memberId))?.status !== 'ACTIVE')
    throw new AppError('access.forbidden');
  return move(db, merchant, { ...body, from: agentId, to: memberId }, 'downline');
}

/** A member pays its direct upline: agents may, members where their upline allowed it (toUpline). */
export async function transferToUpline(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZUplineTransferBody>,
) {
  const member = await memberLink(db, merchant.id, session.memberId);
  if (!member || member.upline_id === null || !(await mayTransferToUpline(db, member)))
    throw new AppError('transfer.upline.off');
  return move(db, merchant, { ...body, from: member.id, to: member.upline_id }, 'upline');
}

const KIND_PREFIX = 'agent.transfer.';

/**
 * For staff: the transfers that moved the agent's main wallet, sent or received, to or from its
 * downline and its upline, newest first, over GMT+8 days, with the other party's account.
 */
export async function agentTransfers(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: z.output<typeof ZAgentTransfersQuery>,
) {
  const { total, entries } = await memberHistory(
    db,
    {
      merchantId: merchant.id,
      memberId: agentId,
      currency: merchant.currency,
      kinds: [query.direction ? `${KIND_PREFIX}${query.direction}` : KIND_PREFIX],
      ...gmt8DayRange(query, 90),
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  const parties = entries.map(({ amount, memo }) => {
    const other = amount < 0n ? memo.to : memo.from;
    return typeof other === 'string' && /^\d+$/.test(other) ? BigInt(other) : null;
  });
  const accounts = await accountsOf(
    db,
    merchant.id,
    parties.filter((id) => id !== null),
  );
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    total,
    items: entries.map((entry, index) => {
      const party = parties[index] ?? null;
      return {
        id: String(entry.id),
        direction: entry.kind === `${KIND_PREFIX}upline` ? ('upline' as const) : ('downline' as const),
        sent: entry.amount < 0n,
        counterparty: party === null ? null : { id: String(party), account: accounts.get(party) ?? '' },
        amount: money(entry.amount),
        balanceAfter: money(entry.balanceAfter),
        at: entry.at.toISOString(),
      };
    }),
  };
}
