import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLedgerInvariantsValue } from '@platform/contracts/ledger/schemas';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { accountFor } from './service.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());
// Every test here moves money or could: each ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const check = (token?: string) =>
  server.request('/ops/ledger/invariants', token ? { headers: { Authorization: token } } : {});

describe('GET /ops/ledger/invariants', () => {
  it('answers healthy for finance staff over every brand, then lists what a tampered balance breaks', async () => {
    const { db } = server.database;
    const memberId = await testMember(db, demo.id, 'ledger01');
    const wallet = await accountFor(db, demo, 'member.main', { memberId });
    await deposit(db, demo, wallet, 900n, 'ops-1');
    const token = await staffToken(server, 'ledger.finance', { roles: ['finance'] });
    const healthy = await check(token);
    expect(healthy.status).toBe(200);
    expect(ZSuccess(ZLedgerInvariantsValue).parse(await healthy.json()).value).toMatchObject({
      healthy: true,
      violations: [],
      alerts: [],
    });

    // A hand edit past the database's guard on account updates, undone below.
    const tamper = (by: bigint) =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`UPDATE ledger_accounts SET balance = balance + ${by} WHERE id = ${wallet}`.execute(trx);
      });
    await tamper(1n);
    const broken = ZSuccess(ZLedgerInvariantsValue).parse(await (await check(token)).json()).value;
    expect(broken.healthy).toBe(false);
    expect(broken.violations).toContainEqual({
      invariant: 'I2',
      detail: {
        account_id: String(wallet),
        balance: '901',
        version: '1',
        replayed_balance: '900',
        entry_count: '1',
      },
    });
    await tamper(-1n);
  });

  it('lists a game round idle over 24 hours (not merely opened that long ago) as an I6 alert, apart from violations, until it ends', async () => {
    const { db } = server.database;
    const memberId = await testMember(db, demo.id, 'ledger02');
    await deposit(db, demo, await accountFor(db, demo, 'member.main', { memberId }), 500n, 'ops-2');
    const gameToken = await houseGameToken(db, { merchantId: demo.id, memberId }, HOUSE_GAMES.dice);
    const call = houseWalletClient(server);
    const play = {
      token: gameToken,
      playerId: `P${memberId}`,
      gameCode: HOUSE_GAMES.dice,
      roundId: 'stale-1',
    };
    const debit = await call('debit', {
      ...play,
      transactionId: 'stale-d1',
      amount: '1.00',
      currency: 'USD',
    });
    expect(debit.body.code).toBe('OK');
    // Opened three days ago but played a minute ago: the provider is still at it, nothing to flag.
    const openedAt = new Date(Date.now() - 72 * 60 * 60_000);
    await sql`UPDATE game_rounds SET opened_at = ${openedAt}, last_activity_at = now() - interval '1 minute'
      WHERE round_id = 'stale-1'`.execute(db);
    const token = await staffToken(server, 'ledger.alerts', { roles: ['risk'] });
    const busy = ZSuccess(ZLedgerInvariantsValue).parse(await (await check(token)).json()).value;
    expect(busy.alerts).toEqual([]);

    const lastActivityAt = new Date(Date.now() - 25 * 60 * 60_000);
    await sql`UPDATE game_rounds SET last_activity_at = ${lastActivityAt} WHERE round_id = 'stale-1'`.execute(
      db,
    );
    const round = await db
      .selectFrom('game_rounds')
      .select('id')
      .where('round_id', '=', 'stale-1')
      .executeTakeFirstOrThrow();
    const answer = ZSuccess(ZLedgerInvariantsValue).parse(await (await check(token)).json()).value;
    expect(answer).toMatchObject({ healthy: true, violations: [] });
    expect(answer.alerts).toEqual([
      {
        invariant: 'I6',
        detail: {
          game_round_id: String(round.id),
          merchant_id: String(demo.id),
          provider_code: HOUSE_PROVIDER_CODE,
          round_id: 'stale-1',
          opened_at: openedAt.toISOString(),
          last_activity_at: lastActivityAt.toISOString(),
        },
      },
    ]);

    const credit = { ...play, transactionId: 'stale-c1', amount: '0', currency: 'USD', closeRound: true };
    expect((await call('credit', credit)).body.code).toBe('OK');
    const after = ZSuccess(ZLedgerInvariantsValue).parse(await (await check(token)).json()).value;
    expect(after.alerts).toEqual([]);
  });

  it('refuses guests, staff without a money role, and staff limited to some brands', async () => {
    expect((await check()).status).toBe(401);
    const support = await staffToken(server, 'ledger.support', { roles: ['support'] });
    const limited = await staffToken(server, 'ledger.limited', {
      roles: ['finance'],
      merchantIds: [demo.id],
    });
    for (const token of [support, limited]) {
      const response = await check(token);
      expect(response.status).toBe(403);
      expect(ZFailure.parse(await response.json()).errorCode).toBe('access.forbidden');
    }
  });
});
