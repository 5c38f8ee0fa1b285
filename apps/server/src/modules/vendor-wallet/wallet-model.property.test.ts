import { formatMinorUnits } from '@platform/contracts/money';
import { HOUSE_GAME_MAX_WIN_MULTIPLIERS, HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import type { VendorWalletResponse } from '@platform/contracts/vendor-wallet/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

/**
 * Issue 18: the seamless wallet against a plain model of its rules, over random orders of debits,
 * credits (closing and not) and rollbacks, with copies of a call sent at the same moment and again
 * later. Each step sends, at once, a few copies of one call for each of two players. After every
 * step each call's copies answered alike, and as the model says; after every run the model's
 * balances are the ledger's, and the ledger is healthy.
 * PROPERTY_RUNS runs (100 by default, 1,000 in `npm run test:deep`).
 */

const GAME = HOUSE_GAMES.dice;
const CAP = BigInt(HOUSE_GAME_MAX_WIN_MULTIPLIERS[GAME] ?? 0);
const START = 100_00n;
const DEBITS = [1_00n, 5_00n, 20_00n, 60_00n];
const CREDITS = [0n, 2_50n, 30_00n, 500_00n];

type Call =
  | { op: 'debit'; round: number; id: number; amount: number }
  | { op: 'credit'; round: number; id: number; amount: number; close: boolean }
  | { op: 'rollback'; round: number; id: number; ref: number };
type Step = { calls: [Call, Call]; copies: [number, number] };

const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({
    op: fc.constant('debit' as const),
    round: fc.nat(2),
    id: fc.nat(2),
    amount: fc.nat(DEBITS.length - 1),
  }),
  fc.record({
    op: fc.constant('credit' as const),
    round: fc.nat(2),
    id: fc.nat(1),
    amount: fc.nat(CREDITS.length - 1),
    close: fc.boolean(),
  }),
  fc.record({ op: fc.constant('rollback' as const), round: fc.nat(2), id: fc.nat(1), ref: fc.nat(2) }),
);
const step: fc.Arbitrary<Step> = fc.record({
  calls: fc.tuple(call, call),
  copies: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
});

/** A call as sent: its transaction id names it, and a later call under that id is a copy of it. */
type Request =
  | { op: 'debit'; transactionId: string; roundId: string; amount: bigint }
  | { op: 'credit'; transactionId: string; roundId: string; amount: bigint; closeRound: boolean }
  | { op: 'rollback'; transactionId: string; roundId: string; refTransactionId: string };

const debitId = (run: string, round: number, id: number) => `${run}-r${round}-d${id}`;

function requestOf(run: string, given: Call): Request {
  const roundId = `${run}-r${given.round}`;
  switch (given.op) {
    case 'debit':
      return {
        op: 'debit',
        transactionId: debitId(run, given.round, given.id),
        roundId,
        amount: DEBITS[given.amount] ?? 0n,
      };
    case 'credit':
      return {
        op: 'credit',
        transactionId: `${roundId}-c${given.id}`,
        roundId,
        amount: CREDITS[given.amount] ?? 0n,
        closeRound: given.close,
      };
    case 'rollback':
      return {
        op: 'rollback',
        transactionId: `${roundId}-b${given.id}`,
        roundId,
        refTransactionId: debitId(run, given.round, given.ref),
      };
  }
}

/** The rules, plainly: one player's balance, rounds and the answers their transaction ids keep. */
class Model {
  balance = START;
  readonly rounds = new Map<
    string,
    {
      stake: bigint;
      win: bigint;
      refunded: bigint;
      status: 'open' | 'closed' | 'refunded';
      credited: boolean;
    }
  >();
  readonly debits = new Map<string, { roundId: string; amount: bigint; reversed: boolean }>();
  readonly kept = new Map<string, { request: Request | 'tombstone'; answer: VendorWalletResponse }>();

  readonly playerId: string;

  constructor(playerId: string) {
    this.playerId = playerId;
  }

  private body(code: VendorWalletResponse['code'], transactionId?: string): VendorWalletResponse {
    return {
      code,
      playerId: this.playerId,
      currency: 'USD',
      balance: formatMinorUnits(this.balance, 2),
      ...(transactionId ? { transactionId } : {}),
    };
  }

  private keep(request: Request): VendorWalletResponse {
    const answer = this.body('OK', request.transactionId);
    this.kept.set(request.transactionId, { request, answer });
    return answer;
  }

  answer(request: Request): VendorWalletResponse {
    const taken = this.kept.get(request.transactionId);
    if (taken?.request === 'tombstone')
      return this.body(request.op === 'debit' ? 'TRANSACTION_ROLLED_BACK' : 'DUPLICATE_TRANSACTION');
    if (taken) return sameRequest(taken.request, request) ? taken.answer : this.body('DUPLICATE_TRANSACTION');
    const round = this.rounds.get(request.roundId);
    switch (request.op) {
      case 'debit': {
        if (round && round.status !== 'open') return this.body('ROUND_CLOSED');
        if (this.balance < request.amount) return this.body('INSUFFICIENT_FUNDS');
        this.balance -= request.amount;
        if (round) round.stake += request.amount;
        else
          this.rounds.set(request.roundId, {
            stake: request.amount,
            win: 0n,
            refunded: 0n,
            status: 'open',
            credited: false,
          });
        this.debits.set(request.transactionId, {
          roundId: request.roundId,
          amount: request.amount,
          reversed: false,
        });
        return this.keep(request);
      }
      case 'credit': {
        if (!round) return this.body('UNKNOWN_ROUND');
        if (round.status !== 'open') return this.body('ROUND_CLOSED');
        if (round.win + request.amount > (round.stake - round.refunded) * CAP)
          return this.body('WIN_LIMIT_EXCEEDED');
        this.balance += request.amount;
        round.win += request.amount;
        round.credited = true;
        if (request.closeRound) round.status = 'closed';
        return this.keep(request);
      }
      case 'rollback': {
        const target = this.debits.get(request.refTransactionId);
        if (round && (round.status === 'closed' || round.credited)) return this.body('ROUND_CLOSED');
        if (!target && !this.kept.has(request.refTransactionId)) {
          this.kept.set(request.refTransactionId, {
            request: 'tombstone',
            answer: this.body('TRANSACTION_ROLLED_BACK'),
          });
        } else if (target && !target.reversed && round) {
          target.reversed = true;
          this.balance += target.amount;
          round.refunded += target.amount;
          if (round.refunded === round.stake && round.win === 0n) round.status = 'refunded';
        }
        return this.keep(request);
      }
    }
  }
}

const sameRequest = (a: Request, b: Request) =>
  JSON.stringify(a, (_key, value) => (typeof value === 'bigint' ? String(value) : value)) ===
  JSON.stringify(b, (_key, value) => (typeof value === 'bigint' ? String(value) : value));

/** Field by field: a replayed answer comes from the database, which keeps no field order. */
const canonical = (body: VendorWalletResponse) =>
  JSON.stringify(Object.fromEntries(Object.entries(body).sort()));

let server: TestServer;
let send: ReturnType<typeof houseWalletClient>;
let players = 0;

beforeAll(async () => {
  server = await startTestServer();
  send = houseWalletClient(server);
});
afterAll(() => server?.close());

async function player() {
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  players += 1;
  const memberId = await testMember(db, merchant.id, `walletmodel${players}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, START, `wallet-model-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, GAME);
  const playerId = `P${memberId}`;
  return {
    run: `m${players}`,
    model: new Model(playerId),
    balanceNow: async () => (await balancesOf(db, [main]))[0]?.balance,
    send: (request: Request) => {
      const base = {
        token,
        playerId,
        gameCode: GAME,
        roundId: request.roundId,
        transactionId: request.transactionId,
      };
      switch (request.op) {
        case 'debit':
          return send('debit', { ...base, amount: formatMinorUnits(request.amount, 2), currency: 'USD' });
        case 'credit':
          return send('credit', {
            ...base,
            amount: formatMinorUnits(request.amount, 2),
            currency: 'USD',
            closeRound: request.closeRound,
          });
        case 'rollback':
          return send('rollback', { ...base, refTransactionId: request.refTransactionId });
      }
    },
  };
}

describe('the seamless wallet against its model', () => {
  it(
    `answers every call and its copies as the model does (PROPERTY_RUNS runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const two = [await player(), await player()];
          for (const { calls, copies } of steps) {
            const sent = await Promise.all(
              two.map(async (who, index) => {
                const request = requestOf(who.run, calls[index] as Call);
                const answers = await Promise.all(
                  Array.from({ length: copies[index] ?? 1 }, () => who.send(request)),
                );
                return { who, request, answers: answers.map(({ body }) => canonical(body)) };
              }),
            );
            for (const { who, request, answers } of sent) {
              expect(new Set(answers).size, `copies of ${request.transactionId}`).toBe(1);
              expect(answers[0], `${request.op} ${request.transactionId}`).toBe(
                canonical(who.model.answer(request)),
              );
            }
          }
          for (const who of two) expect(await who.balanceNow()).toBe(who.model.balance);
          await expectLedgerHealthy(server.database.db);
        }),
      );
    },
    30 * 60_000,
  );
});
