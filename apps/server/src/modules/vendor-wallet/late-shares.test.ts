import { randomUUID } from 'node:crypto';
import { ZSuccess } from '@platform/contracts/envelope';
import { ZJackpotChange } from '@platform/contracts/jackpots/schemas';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { settleStaleRounds } from './service.ts';

/**
 * Late shares (issue 27): a stake's jackpot share that arrives after its jackpot closed. The debit
 * reads the brand's jackpots from a per-instance cache, so an instance that read them before a
 * closing still sends the pool's share. The rule: the share stays with the house (the stake is the
 * member's either way, and a closed pool's money is the house's), never in the closed pool and never
 * lost; the member's debit is taken as usual. `staff` closes the jackpots; each case's own instance
 * on the same database takes the debits and keeps the brand's jackpots for ten minutes, like an
 * instance that read them before the closing.
 */
let staff: TestServer;
const instances: TestServer[] = [];
let maker: string;
let keys = 0;
const key = () => {
  keys += 1;
  return `late-share-${keys}`;
};

beforeAll(async () => {
  staff = await startTestServer();
  maker = await staffToken(staff, 'late.maker', { roles: ['finance'] });
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await staff?.close();
});
// Every test moves members' stakes and the house's pools: the ledger's invariants after each.
afterEach(() => expectLedgerHealthy(staff.database.db));

const call = (path: string, body: Record<string, unknown>) =>
  staff.request(path, {
    method: 'POST',
    headers: { Authorization: maker, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', ...body }),
  });

async function changed(response: Response) {
  expect(response.status).toBe(200);
  return ZSuccess(ZJackpotChange).parse(await response.json()).value;
}

const open = (code: string) =>
  call('/ops/jackpots', {
    code,
    contributionBp: 100,
    seedAmount: '40.00',
    gameCodes: [HOUSE_GAMES.slot],
    reason: 'A pool for the slot',
    idempotencyKey: key(),
  });

const close = (code: string) =>
  call('/ops/jackpots/close', { code, reason: 'The promotion is over', idempotencyKey: key() });

async function demo() {
  const merchant = await resolveMerchant(staff.database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  return merchant;
}

/** What the jackpot's pool holds, minor units. */
async function poolHolds(code: string) {
  const { db } = staff.database;
  const pool = await accountFor(db, await demo(), 'system.jackpot', { subKey: code });
  return (await balancesOf(db, [pool]))[0]?.balance ?? 0n;
}

/**
 * What the demo brand's house holds in all (its games' shards), with the pools of its other jackpots:
 * a slot stake also feeds the demo brand's own jackpots, each its share out of the house's side.
 */
async function houseSide(closing: string) {
  const { rows } = await sql<{ held: string }>`SELECT coalesce(sum(balance), 0)::text AS held
    FROM ledger_accounts WHERE merchant_id = ${(await demo()).id}
      AND (kind = 'system.house' OR (kind = 'system.jackpot' AND sub_key <> ${closing}))`.execute(
    staff.database.db,
  );
  return BigInt(rows[0]?.held ?? '0');
}

/** An instance that has read the brand's jackpots as they are now, and keeps them. */
async function staleInstance() {
  const instance = await startTestServer({ database: staff.database, brandCacheMs: 600_000 });
  instances.push(instance);
  return instance;
}

/** A member with 100.00 who stakes on the slot through `instance`. */
async function stakeOf(instance: TestServer, amount: string) {
  const { db } = staff.database;
  const merchant = await demo();
  const memberId = await testMember(db, merchant.id, `late${randomUUID().slice(0, 8)}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 100_00n, `late-share-${memberId}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot);
  const roundId = randomUUID();
  const round = { token, playerId: `P${memberId}`, gameCode: HOUSE_GAMES.slot, roundId };
  return {
    main,
    debit: () =>
      houseWalletClient(instance)('debit', {
        ...round,
        transactionId: `${roundId}:debit`,
        amount,
        currency: 'USD',
      }),
    rollback: () =>
      houseWalletClient(instance)('rollback', {
        ...round,
        transactionId: `${roundId}:rollback`,
        refTransactionId: `${roundId}:debit`,
      }),
  };
}

/** Sessions of this test's database waiting for a lock: the calls the test holds up. */
async function waitingOnLocks() {
  const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(staff.database.db);
  return rows[0]?.waiting ?? 0;
}

async function untilWaiting(count: number) {
  while ((await waitingOnLocks()) < count);
}

/**
 * Holds the jackpot's pool row locked while `arrive` sends calls that queue behind the lock, each
 * once the ones before are waiting; then lets them go, in the order they queued.
 */
async function inQueue<T>(code: string, arrive: ((waiting: number) => Promise<T>)[]): Promise<T[]> {
  const { db } = staff.database;
  const pool = await accountFor(db, await demo(), 'system.jackpot', { subKey: code });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM ledger_accounts WHERE id = ${pool} FOR UPDATE`.execute(trx);
    locked();
    await held;
  });
  await isLocked;
  const sent: Promise<T>[] = [];
  for (const send of arrive) {
    sent.push(send(sent.length));
    await untilWaiting(sent.length);
  }
  release();
  await holder;
  return Promise.all(sent);
}

/**
 * A member's call and the jackpot's closing, queued behind the pool's lock in the order given (the
 * lock decides which goes first): the call goes through and the closed pool is left with nothing.
 * Answers what the closing moved to the house.
 */
async function againstClosing(
  code: string,
  callFirst: boolean,
  call: () => Promise<{ body: { code: string } }>,
): Promise<string> {
  const called = () => call().then(({ body }) => body.code);
  const closing = () => close(code).then(changed);
  const done = await inQueue<unknown>(code, callFirst ? [called, closing] : [closing, called]);
  expect(done, code).toContain('OK');
  expect(await poolHolds(code), code).toBe(0n);
  return (done.find((one) => typeof one === 'object') as { moved: string }).moved;
}

describe('a share that arrives after its jackpot closed', () => {
  it('stays with the house: the debit is taken whole, the closed pool gets nothing', {
    timeout: 120_000,
  }, async () => {
    await changed(await open('LATE_ONE'));
    const instance = await staleInstance();
    // The instance reads the brand's jackpots (open, fed by the slot) with its first stake.
    expect((await (await stakeOf(instance, '10.00')).debit()).body.code).toBe('OK');
    expect(await poolHolds('LATE_ONE')).toBe(40_10n);
    expect(await changed(await close('LATE_ONE'))).toMatchObject({ moved: '40.10', pendingApproval: null });
    const member = await stakeOf(instance, '10.00');
    const houseBefore = await houseSide('LATE_ONE');
    const answer = await member.debit();
    expect([answer.status, answer.body.code, answer.body.balance]).toEqual([200, 'OK', '90.00']);
    expect(await poolHolds('LATE_ONE')).toBe(0n);
    expect(await houseSide('LATE_ONE')).toBe(houseBefore + 10_00n);
  });

  it('races a closing: a share in before the closing reads the pool goes back with it, a later one stays with the house', {
    timeout: 120_000,
  }, async () => {
    for (const [code, debitFirst] of [
      ['LATE_AFTER', false],
      ['LATE_BEFORE', true],
    ] as const) {
      await changed(await open(code));
      const instance = await staleInstance();
      expect((await (await stakeOf(instance, '10.00')).debit()).body.code).toBe('OK');
      const member = await stakeOf(instance, '20.00');
      const houseBefore = await houseSide(code);
      // One stake: stakes sent together may go as one batch, one statement, to the database.
      const moved = await againstClosing(code, debitFirst, member.debit);
      // The seed and the first stake's share, and the 0.20 share of the second if it came first.
      expect(moved, code).toBe(debitFirst ? '40.30' : '40.10');
      // Either way the house has the stake whole and the pool as it was closed.
      expect(await houseSide(code), code).toBe(houseBefore + 20_00n + 40_10n);
      expect((await balancesOf(staff.database.db, [member.main]))[0]?.balance, code).toBe(80_00n);
    }
  });
});

describe('a stake given back after its jackpot closed', () => {
  it('takes its share back from the house, never from the closed pool', { timeout: 120_000 }, async () => {
    await changed(await open('LATE_BACK'));
    const member = await stakeOf(staff, '10.00');
    expect((await member.debit()).body.code).toBe('OK');
    expect(await poolHolds('LATE_BACK')).toBe(40_10n);
    expect(await changed(await close('LATE_BACK'))).toMatchObject({ moved: '40.10', pendingApproval: null });
    const houseBefore = await houseSide('LATE_BACK');
    const answer = await member.rollback();
    expect([answer.status, answer.body.code, answer.body.balance]).toEqual([200, 'OK', '100.00']);
    // The pool went to the house whole at the closing, its share with it: the house gives the stake back.
    expect(await poolHolds('LATE_BACK')).toBe(0n);
    expect(await houseSide('LATE_BACK')).toBe(houseBefore - 10_00n);
  });

  it('races a closing: given back before the closing reads the pool, the share leaves the pool; after, the house', {
    timeout: 120_000,
  }, async () => {
    for (const [code, rollbackFirst] of [
      ['BACK_AFTER', false],
      ['BACK_BEFORE', true],
    ] as const) {
      await changed(await open(code));
      const member = await stakeOf(staff, '20.00');
      expect((await member.debit()).body.code).toBe('OK');
      const houseBefore = await houseSide(code);
      const moved = await againstClosing(code, rollbackFirst, member.rollback);
      expect(moved, code).toBe(rollbackFirst ? '40.00' : '40.20');
      // Either way the member has the stake back and the house the pool, share included.
      expect(await houseSide(code), code).toBe(houseBefore + 40_20n - 20_00n);
      expect((await balancesOf(staff.database.db, [member.main]))[0]?.balance, code).toBe(100_00n);
    }
  });

  it("a stale round's refund too: every closed pool still holds nothing", { timeout: 120_000 }, async () => {
    await changed(await open('LATE_STALE'));
    const member = await stakeOf(staff, '30.00');
    expect((await member.debit()).body.code).toBe('OK');
    expect(await changed(await close('LATE_STALE'))).toMatchObject({ moved: '40.30', pendingApproval: null });
    // Two days on, every round of this file left open is refunded, each of its stakes given back whole
    // (the earlier cases' stakes fed pools closed since, as this one's did).
    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    expect((await settleStaleRounds(staff.database.db, 60, later)).refunded).toBeGreaterThan(0);
    expect((await balancesOf(staff.database.db, [member.main]))[0]?.balance).toBe(100_00n);
    for (const code of [
      'LATE_ONE',
      'LATE_AFTER',
      'LATE_BEFORE',
      'LATE_BACK',
      'BACK_AFTER',
      'BACK_BEFORE',
      'LATE_STALE',
    ])
      expect(await poolHolds(code), code).toBe(0n);
  });
});
