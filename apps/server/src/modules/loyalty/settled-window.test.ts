import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { awardPoints } from './awards.ts';
import { pointsBalance } from './points.ts';

const MINUTE = 60_000;

type Player = { memberId: bigint; account: bigint };

/**
 * The points job beside a settling transaction that stamps a round and commits late: only PostgreSQL
 * runs the two at once (the embedded database serialises them).
 */
describe('points windows and a long settling pass', () => {
  let server: TestServer;
  let demo: Merchant;

  beforeAll(async () => {
    server = await startTestServer();
    demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  });
  afterAll(() => server?.close());

  /** A lost slot round of 230.00 (2 points at the demo brand's 100.00 a point), closed at `at`. */
  async function closedRound(db: Kysely<DB>, player: Player, roundId: string, at: Date) {
    const { memberId, account } = player;
    await sql`INSERT INTO game_rounds (merchant_id, member_id, account_id, provider_code, round_id, game_id, stake, win, refunded, status, opened_at, closed_at)
      SELECT ${demo.id}, ${memberId}, ${account}, ${HOUSE_PROVIDER_CODE}, ${roundId}, id, 23000, 0, 0, 'closed', ${at}, ${at}
      FROM games WHERE merchant_id = ${demo.id} AND game_code = ${HOUSE_GAMES.slot} ORDER BY id LIMIT 1`.execute(
      db,
    );
  }

  /** A credited deposit of 230.00 (23 points at the platform's 10.00 a point), decided at `at`. */
  async function creditedDeposit(db: Kysely<DB>, player: Player, orderId: string, at: Date) {
    await sql`INSERT INTO deposits (merchant_id, member_id, method_id, amount, paid_amount, status, order_id, request_key, transfer_id, created_at, decided_at)
      SELECT ${demo.id}, ${player.memberId}, id, 23000, 23000, 'succeeded', ${orderId}, ${orderId}, 0, ${at}, ${at}
      FROM deposit_methods WHERE merchant_id = ${demo.id} ORDER BY id LIMIT 1`.execute(db);
  }

  /** A member and its main account, opened before any transaction is held. */
  async function player(name: string): Promise<Player> {
    const { id } = await registeredMember(server, name);
    return {
      memberId: id,
      account: await accountFor(server.database.db, demo, 'member.main', { memberId: id }),
    };
  }

  /** A transaction that closes a round (or credits a deposit) at `at` and commits only when told. */
  function settling(player: Player, roundId: string, at: Date, stamp = closedRound) {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let stamped = () => {};
    const isStamped = new Promise<void>((resolve) => {
      stamped = resolve;
    });
    const done = server.database.db.transaction().execute(async (trx) => {
      await stamp(trx, player, roundId, at);
      stamped();
      await held;
    });
    // A transaction that fails before stamping must not leave the test waiting for the stamp.
    void done.catch(stamped);
    return { isStamped, commit, done };
  }

  it('awards a round a pass was still stamping when the job read, once', async () => {
    const { db } = server.database;
    const member = await player('swpoints1');
    const now = Date.now();
    const pass = settling(member, 'sw-held', new Date(now - 5 * MINUTE));
    await pass.isStamped;
    // A round settled after the held one's time, already committed: the job's watermark passes it.
    await closedRound(db, member, 'sw-later', new Date(now - 3 * MINUTE));
    const job = awardPoints(db, new Date(now));
    await new Promise((resolve) => setTimeout(resolve, 300));
    pass.commit();
    await Promise.all([pass.done, job]);
    await awardPoints(db, new Date(now + 10 * MINUTE));
    expect(await pointsBalance(db, demo.id, member.memberId)).toBe(4n);
    await expectLedgerHealthy(db);
  });

  it('awards a round a pass stamps before the window the job has read', async () => {
    const { db } = server.database;
    const member = await player('swpoints2');
    const now = Date.now();
    await closedRound(db, member, 'sw2-first', new Date(now - 3 * MINUTE));
    await awardPoints(db, new Date(now));
    const pass = settling(member, 'sw2-late', new Date(now - 5 * MINUTE));
    await pass.isStamped;
    pass.commit();
    await pass.done;
    await awardPoints(db, new Date(now + 10 * MINUTE));
    expect(await pointsBalance(db, demo.id, member.memberId)).toBe(4n);
    await expectLedgerHealthy(db);
  });

  it('awards a deposit a pass was still crediting when the job read, once', async () => {
    const { db } = server.database;
    const member = await player('swpoints3');
    const now = Date.now();
    const pass = settling(member, 'sw3-held', new Date(now - 5 * MINUTE), creditedDeposit);
    await pass.isStamped;
    await creditedDeposit(db, member, 'sw3-later', new Date(now - 3 * MINUTE));
    const job = awardPoints(db, new Date(now));
    await new Promise((resolve) => setTimeout(resolve, 300));
    pass.commit();
    await Promise.all([pass.done, job]);
    await awardPoints(db, new Date(now + 10 * MINUTE));
    expect(await pointsBalance(db, demo.id, member.memberId)).toBe(46n);
    await expectLedgerHealthy(db);
  });
});
