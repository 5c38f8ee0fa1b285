import { randomUUID } from 'node:crypto';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZJackpotChange, ZStaffJackpots } from '@platform/contracts/jackpots/schemas';
import type { OperatorRole } from '@platform/contracts/operator/roles';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';

let server: TestServer;
let maker: string;
let checker: string;
let admin: string;
let keys = 0;
const key = () => {
  keys += 1;
  return `jackpot-staff-${keys}`;
};

beforeAll(async () => {
  server = await startTestServer();
  [maker, checker, admin] = await Promise.all([
    staffToken(server, 'jackpot.maker', { roles: ['finance'] }),
    staffToken(server, 'jackpot.checker', { roles: ['finance'] }),
    staffToken(server, 'jackpot.admin', { roles: ['admin'] }),
  ]);
});
afterAll(() => server?.close());
// Funding a pool moves the house's money: each test ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const call = (path: string, token: string, body?: Record<string, unknown>, method = 'POST') =>
  body === undefined
    ? server.request(`${path}?merchant=demo`, { headers: { Authorization: token } })
    : server.request(path, {
        method,
        headers: { Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: 'demo', ...body }),
      });

async function errorOf(response: Response): Promise<[number, string]> {
  return [response.status, ZFailure.parse(await response.json()).errorCode];
}

async function changed(response: Response) {
  expect(response.status).toBe(200);
  return ZSuccess(ZJackpotChange).parse(await response.json()).value;
}

async function jackpot(code: string) {
  const response = await call('/ops/jackpots', maker);
  expect(response.status).toBe(200);
  return ZSuccess(ZStaffJackpots)
    .parse(await response.json())
    .value.jackpots.find((each) => each.code === code);
}

const open = (code: string, seedAmount: string, token = maker) =>
  call('/ops/jackpots', token, {
    code,
    contributionBp: 50,
    seedAmount,
    gameCodes: [HOUSE_GAMES.slot],
    reason: 'A new pool for the slot',
    idempotencyKey: key(),
  });

const fund = (code: string, kind: 'seed' | 'top-up', amount: string) =>
  call('/ops/jackpots/funding', maker, {
    code,
    kind,
    amount,
    reason: 'Promotion week',
    idempotencyKey: key(),
  });

const setFourEyes = (fourEyesAmount: string | null, kind = 'jackpot.fund') =>
  call('/ops/approvals/settings', admin, { kind, highAmount: null, fourEyesAmount }, 'PUT');

const close = (code: string) =>
  call('/ops/jackpots/close', maker, { code, reason: 'The promotion is over', idempotencyKey: key() });

const rules = (code: string, gameCodes: string[]) =>
  call(
    '/ops/jackpots/rules',
    maker,
    { code, contributionBp: 50, gameCodes, reason: 'Games for the pool' },
    'PUT',
  );

const decide = (action: 'approve' | 'reject', requestId: string | null, token = checker) =>
  call(`/ops/approvals/${action}`, token, { requestId, reason: 'Checked by a second person' });

async function demo() {
  const merchant = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  return merchant;
}

/** What the demo brand's house (its games' shards) holds in all. */
async function houseHolds() {
  const { rows } = await sql<{ held: string }>`SELECT coalesce(sum(balance), 0)::text AS held
    FROM ledger_accounts WHERE kind = 'system.house' AND merchant_id = ${(await demo()).id}`.execute(
    server.database.db,
  );
  return BigInt(rows[0]?.held ?? '0');
}

/** A member of the demo brand with 100.00 and an open slot round, as the house vendor plays it. */
async function slotRound() {
  const { db } = server.database;
  const merchant = await demo();
  const memberId = await testMember(db, merchant.id, `jpclose${randomUUID().slice(0, 8)}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 100_00n, `jackpot-close-${memberId}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot);
  const wallet = houseWalletClient(server);
  const roundId = randomUUID();
  const base = { token, playerId: `P${memberId}`, gameCode: HOUSE_GAMES.slot, roundId, currency: 'USD' };
  return {
    debit: (amount: string) => wallet('debit', { ...base, transactionId: `${roundId}:debit`, amount }),
    jackpot: (code: string) =>
      wallet('jackpot-win', { ...base, transactionId: `${roundId}:jp`, jackpotCode: code }),
  };
}

const auditOf = (subjectCode: string) =>
  server.database.db
    .selectFrom('staff_actions')
    .select(['action'])
    .where(sql`detail->>'code'`, '=', subjectCode)
    .orderBy('id')
    .execute();

describe('jackpots in the console', () => {
  it('lets finance and admin change jackpots, the auditor only read them, and nobody else either', async () => {
    const expected: Record<OperatorRole, [read: boolean, change: boolean]> = {
      admin: [true, true],
      finance: [true, true],
      auditor: [true, false],
      risk: [false, false],
      support: [false, false],
      content: [false, false],
      marketing: [false, false],
      agent_manager: [false, false],
    };
    const seen: Record<string, [boolean, boolean]> = {};
    for (const role of Object.keys(expected) as OperatorRole[]) {
      const token = await staffToken(server, `jackpot.role.${role}`, { roles: [role] });
      const read = await call('/ops/jackpots', token);
      const change = await call(
        '/ops/jackpots/rules',
        token,
        { code: 'LOTUS_MINI', contributionBp: 50, gameCodes: [HOUSE_GAMES.slot], reason: 'Same rules again' },
        'PUT',
      );
      seen[role] = [read.status !== 403, change.status !== 403];
    }
    expect(seen).toEqual(expected);
  });

  it('refuses rules it cannot keep: a bad code or share, an unknown game or jackpot, a taken code, no amount', async () => {
    const rules = { contributionBp: 50, gameCodes: [HOUSE_GAMES.slot], reason: 'Checking the rules' };
    const put = (body: Record<string, unknown>) => call('/ops/jackpots/rules', maker, body, 'PUT');
    expect(await errorOf(await put({ ...rules, code: 'lower_case' }))).toEqual([400, 'request.invalid']);
    expect(await errorOf(await put({ ...rules, code: 'LOTUS_MINI', contributionBp: 0 }))).toEqual([
      400,
      'request.invalid',
    ]);
    expect(await errorOf(await put({ ...rules, code: 'LOTUS_MINI', contributionBp: 1001 }))).toEqual([
      400,
      'request.invalid',
    ]);
    expect(
      await errorOf(
        await put({ ...rules, code: 'LOTUS_MINI', gameCodes: [HOUSE_GAMES.slot, HOUSE_GAMES.slot] }),
      ),
    ).toEqual([400, 'request.invalid']);
    expect(await errorOf(await put({ ...rules, code: 'LOTUS_MINI', gameCodes: ['NO_SUCH_GAME'] }))).toEqual([
      404,
      'game.not.found',
    ]);
    expect(await errorOf(await put({ ...rules, code: 'NO_SUCH_POOL' }))).toEqual([404, 'jackpot.not.found']);
    expect(await errorOf(await open('LOTUS_MINI', '10.00'))).toEqual([409, 'jackpot.code.taken']);
    expect(await errorOf(await open('VALIDATION_POOL', '0'))).toEqual([400, 'amount.invalid']);
    expect(await errorOf(await fund('LOTUS_MINI', 'top-up', '1.001'))).toEqual([400, 'amount.invalid']);
    expect(await jackpot('VALIDATION_POOL')).toBeUndefined();
  });

  it('opens a jackpot funded from the house, and edits its share and games without moving money', async () => {
    const opened = await changed(await open('STAFF_SMALL', '20.00'));
    expect(opened).toEqual({ code: 'STAFF_SMALL', moved: '20.00', pendingApproval: null });
    expect(await jackpot('STAFF_SMALL')).toMatchObject({
      amount: '20.00',
      seedAmount: '20.00',
      contributionBp: 50,
      gameCodes: [HOUSE_GAMES.slot],
      pendingFunding: null,
      winners: [],
    });
    await changed(
      await call(
        '/ops/jackpots/rules',
        maker,
        {
          code: 'STAFF_SMALL',
          contributionBp: 120,
          gameCodes: [HOUSE_GAMES.fishing, HOUSE_GAMES.slot],
          reason: 'Fishing joins the pool',
        },
        'PUT',
      ),
    );
    // A lower seed moves nothing: the pool keeps what it holds until a win.
    expect(await changed(await fund('STAFF_SMALL', 'seed', '15.00'))).toMatchObject({ moved: '0.00' });
    expect(await jackpot('STAFF_SMALL')).toMatchObject({
      amount: '20.00',
      seedAmount: '15.00',
      contributionBp: 120,
      gameCodes: [HOUSE_GAMES.fishing, HOUSE_GAMES.slot],
    });
    expect(await auditOf('STAFF_SMALL')).toEqual([
      { action: 'jackpot.create' },
      { action: 'jackpot.fund' },
      { action: 'jackpot.rules' },
      { action: 'jackpot.seed' },
    ]);
  });

  it('asks a second person from the brand’s jackpot.fund amount, and moves the money once approved', async () => {
    expect((await setFourEyes('100.00')).status).toBe(200);
    try {
      await changed(await open('STAFF_FUNDED', '50.00'));
      const topUp = await changed(await fund('STAFF_FUNDED', 'top-up', '100.00'));
      expect(topUp).toMatchObject({ moved: '0.00', pendingApproval: expect.any(String) });
      const requestId = topUp.pendingApproval as string;
      expect(await jackpot('STAFF_FUNDED')).toMatchObject({
        amount: '50.00',
        pendingFunding: { id: requestId, amount: '100.00', requestedBy: 'jackpot.maker' },
      });
      // While the funding waits, the jackpot's rules and other fundings wait too.
      expect(await errorOf(await fund('STAFF_FUNDED', 'top-up', '1.00'))).toEqual([
        409,
        'approval.target.locked',
      ]);
      const approve = (token: string) => call('/ops/approvals/approve', token, { requestId });
      expect(await errorOf(await approve(maker))).toEqual([409, 'staff.second.person']);
      expect((await approve(checker)).status).toBe(200);
      expect((await approve(checker)).status).toBe(409);
      expect(await jackpot('STAFF_FUNDED')).toMatchObject({ amount: '150.00', pendingFunding: null });

      // An opening over the amount: the pool is empty and no game feeds it until the seed is approved.
      const big = await changed(await open('STAFF_BIG', '500.00'));
      expect(await jackpot('STAFF_BIG')).toMatchObject({ amount: '0.00', gameCodes: [] });
      expect(
        await errorOf(
          await call(
            '/ops/jackpots/rules',
            maker,
            {
              code: 'STAFF_BIG',
              contributionBp: 50,
              gameCodes: [HOUSE_GAMES.slot],
              reason: 'Games before the seed',
            },
            'PUT',
          ),
        ),
      ).toEqual([409, 'approval.target.locked']);
      expect((await call('/ops/approvals/approve', checker, { requestId: big.pendingApproval })).status).toBe(
        200,
      );
      expect(await jackpot('STAFF_BIG')).toMatchObject({ amount: '500.00', gameCodes: [HOUSE_GAMES.slot] });

      // A raised seed: the difference is what moves, and what the request is for.
      const raise = await changed(await fund('STAFF_BIG', 'seed', '650.00'));
      expect(
        (await call('/ops/approvals/approve', checker, { requestId: raise.pendingApproval })).status,
      ).toBe(200);
      expect(await jackpot('STAFF_BIG')).toMatchObject({ amount: '650.00', seedAmount: '650.00' });
    } finally {
      await setFourEyes(null);
    }
  });

  it('keeps an opening whose seed was refused closed to games and top-ups until its whole seed is approved', async () => {
    expect((await setFourEyes('100.00')).status).toBe(200);
    try {
      const opening = await changed(await open('STAFF_REFUSED', '300.00'));
      expect((await decide('reject', opening.pendingApproval)).status).toBe(200);
      expect(await jackpot('STAFF_REFUSED')).toMatchObject({
        state: 'opening',
        amount: '0.00',
        gameCodes: [],
        pendingFunding: null,
      });
      // Games would let a win reseed it from the house, which nobody approved; a top-up is no seed.
      expect(await errorOf(await rules('STAFF_REFUSED', [HOUSE_GAMES.slot]))).toEqual([
        409,
        'jackpot.not.open',
      ]);
      expect(await errorOf(await fund('STAFF_REFUSED', 'top-up', '1.00'))).toEqual([409, 'jackpot.not.open']);
      // Its seed again, whole, under the same rule as the opening: a small seed moves now, a large one asks.
      const again = await changed(await fund('STAFF_REFUSED', 'seed', '300.00'));
      expect(again).toMatchObject({ moved: '0.00', pendingApproval: expect.any(String) });
      expect(await errorOf(await decide('approve', again.pendingApproval, maker))).toEqual([
        409,
        'staff.second.person',
      ]);
      expect((await decide('approve', again.pendingApproval)).status).toBe(200);
      expect(await jackpot('STAFF_REFUSED')).toMatchObject({
        state: 'open',
        amount: '300.00',
        seedAmount: '300.00',
      });
      await changed(await rules('STAFF_REFUSED', [HOUSE_GAMES.slot]));
      expect(await jackpot('STAFF_REFUSED')).toMatchObject({ gameCodes: [HOUSE_GAMES.slot] });
    } finally {
      await setFourEyes(null);
    }
  });

  it('closes a jackpot: its pool goes back to the house in one transfer, its games stop feeding it, wins are refused', async () => {
    await changed(await open('STAFF_CLOSING', '40.00'));
    const round = await slotRound();
    expect((await round.debit('10.00')).body.code).toBe('OK');
    const held = await jackpot('STAFF_CLOSING');
    // 0.5 % of the stake joined the seed.
    expect(held).toMatchObject({ state: 'open', amount: '40.05' });
    const houseBefore = await houseHolds();
    expect(await changed(await close('STAFF_CLOSING'))).toEqual({
      code: 'STAFF_CLOSING',
      moved: '40.05',
      pendingApproval: null,
    });
    expect(await houseHolds()).toBe(houseBefore + 40_05n);
    expect(await jackpot('STAFF_CLOSING')).toMatchObject({ state: 'closed', amount: '0.00', gameCodes: [] });
    // The round that was open when it closed cannot win it; a new stake feeds it nothing.
    const claim = await round.jackpot('STAFF_CLOSING');
    expect([claim.status, claim.body.code]).toEqual([409, 'JACKPOT_CLOSED']);
    expect((await (await slotRound()).debit('10.00')).body.code).toBe('OK');
    expect(await jackpot('STAFF_CLOSING')).toMatchObject({ amount: '0.00' });
    // The site no longer shows it; nothing more may be done to it.
    const board = (await (
      await server.request('/lgw/jackpots', { headers: { Merchant: 'demo' } })
    ).json()) as {
      value: { jackpots: { code: string }[] };
    };
    expect(board.value.jackpots.map(({ code }) => code)).not.toContain('STAFF_CLOSING');
    expect(await errorOf(await close('STAFF_CLOSING'))).toEqual([409, 'jackpot.closed']);
    expect(await errorOf(await fund('STAFF_CLOSING', 'top-up', '1.00'))).toEqual([409, 'jackpot.closed']);
    expect(await errorOf(await rules('STAFF_CLOSING', [HOUSE_GAMES.slot]))).toEqual([409, 'jackpot.closed']);
    expect(await auditOf('STAFF_CLOSING')).toContainEqual({ action: 'jackpot.close' });
  });

  it('asks a second person to close a pool holding the brand’s jackpot.close amount, and empties it once', async () => {
    await changed(await open('STAFF_CLOSE_BIG', '250.00'));
    expect((await setFourEyes('200.00', 'jackpot.close')).status).toBe(200);
    try {
      const asked = await changed(await close('STAFF_CLOSE_BIG'));
      expect(asked).toMatchObject({ moved: '0.00', pendingApproval: expect.any(String) });
      expect(await jackpot('STAFF_CLOSE_BIG')).toMatchObject({
        state: 'open',
        amount: '250.00',
        pendingFunding: { id: asked.pendingApproval, kind: 'jackpot.close', amount: '250.00' },
      });
      expect(await errorOf(await fund('STAFF_CLOSE_BIG', 'top-up', '1.00'))).toEqual([
        409,
        'approval.target.locked',
      ]);
      expect(await errorOf(await decide('approve', asked.pendingApproval, maker))).toEqual([
        409,
        'staff.second.person',
      ]);
      const houseBefore = await houseHolds();
      const [first, second] = await Promise.all([
        decide('approve', asked.pendingApproval),
        decide('approve', asked.pendingApproval, admin),
      ]);
      expect([first.status, second.status].toSorted()).toEqual([200, 409]);
      expect(await houseHolds()).toBe(houseBefore + 250_00n);
      expect(await jackpot('STAFF_CLOSE_BIG')).toMatchObject({
        state: 'closed',
        amount: '0.00',
        pendingFunding: null,
      });
      const pool = await accountFor(server.database.db, await demo(), 'system.jackpot', {
        subKey: 'STAFF_CLOSE_BIG',
      });
      expect((await balancesOf(server.database.db, [pool]))[0]?.balance).toBe(0n);
    } finally {
      await setFourEyes(null, 'jackpot.close');
    }
  });

  it('closes an opening never funded with nothing to move', async () => {
    expect((await setFourEyes('100.00')).status).toBe(200);
    try {
      const opening = await changed(await open('STAFF_NEVER', '300.00'));
      expect(await errorOf(await close('STAFF_NEVER'))).toEqual([409, 'approval.target.locked']);
      expect((await decide('reject', opening.pendingApproval)).status).toBe(200);
      expect(await changed(await close('STAFF_NEVER'))).toMatchObject({
        moved: '0.00',
        pendingApproval: null,
      });
      expect(await jackpot('STAFF_NEVER')).toMatchObject({ state: 'closed' });
      expect(await errorOf(await fund('STAFF_NEVER', 'seed', '300.00'))).toEqual([409, 'jackpot.closed']);
    } finally {
      await setFourEyes(null);
    }
  });
});
