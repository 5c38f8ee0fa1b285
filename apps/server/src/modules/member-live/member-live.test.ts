import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis.ts';
import { eventNames } from '../../test/event-stream.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { vendorWallets } from '../games/service.ts';
import { accountFor } from '../ledger/service.ts';
import { postMoneyMessage } from '../member-messages/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { createMemberLive, memberLiveChannel, readMarks } from './live.ts';

// Two instances of one deployment over one database, as behind a load balancer.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A member's stream as the site reads it: the names of the events so far, in order. */
async function openStream(server: TestServer, token: string) {
  const abort = new AbortController();
  const response = await server.request('/wps/member/live', {
    headers: { Merchant: 'demo', Authorization: token },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const { events } = eventNames(response);
  const until = async (count: number, name: string) => {
    await expect.poll(() => events.filter((event) => event === name).length, { timeout: 5_000 }).toBe(count);
  };
  await until(1, 'ready');
  return { events, until, close: () => abort.abort() };
}

describe("a member's live stream", () => {
  it('is told on one instance of what moved through another, and only of what is theirs', async () => {
    const { db } = first.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const member = await registeredMember(first, 'live01');
    const other = await registeredMember(first, 'live02');
    const main = (memberId: bigint) => accountFor(db, merchant, 'member.main', { memberId });
    const stream = await openStream(second, member.token);

    await deposit(db, merchant, await main(member.id), 5_000n, 'live01-deposit');
    await stream.until(1, 'balance');

    // Another member's money is not this member's change; a message to this member is.
    await deposit(db, merchant, await main(other.id), 5_000n, 'live02-deposit');
    await postMoneyMessage(db, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'deposit.success',
      amount: 5_000n,
      subject: 'live01-deposit',
    });
    await stream.until(1, 'messages');
    expect(stream.events.filter((event) => event === 'balance')).toHaveLength(1);
    stream.close();
    await expectLedgerHealthy(db);
  });

  it('is refused without a session, in the envelope', async () => {
    const response = await second.request('/wps/member/live', { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});

describe('across instances through Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? '';
  // A name space of this run's own: other runs on the same Redis never signal these instances.
  const redisNameSpace = `test:${process.pid}:${Date.now()}:`;
  const clients = [connectRedis(redisUrl), connectRedis(redisUrl), connectRedis(redisUrl)];
  const spy = connectRedis(redisUrl);
  let listening: TestServer;
  let moving: TestServer;
  beforeAll(async () => {
    listening = await startTestServer({ redis: clients[0], redisNameSpace });
    moving = await startTestServer({ database: listening.database, redis: clients[1], redisNameSpace });
  });
  afterAll(async () => {
    await moving?.close();
    await listening?.close();
    for (const client of [...clients, spy]) await client.quit();
  });

  it('hears money moved on another instance by its signal, long before the slow look', async () => {
    const { db } = listening.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const wallet = (await vendorWallets(db, merchant)).find((offered) => !offered.inMaintenance);
    if (!wallet) throw new Error('the demo brand offers no game wallet');
    const member = await registeredMember(listening, 'live11');
    await deposit(
      db,
      merchant,
      await accountFor(db, merchant, 'member.main', { memberId: member.id }),
      5_000n,
      'live11-deposit',
    );
    const signals: string[] = [];
    await spy.subscribe(memberLiveChannel(redisNameSpace));
    spy.on('message', (_channel: string, signal: string) => signals.push(signal));
    const stream = await openStream(listening, member.token);

    const started = performance.now();
    const moved = await moving.request('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: member.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: 'main',
        to: String(wallet.accountTypeId),
        amount: '1.00',
        requestId: 'live11-move',
      }),
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => stream.events, { timeout: 5_000, interval: 20 }).toContain('balance');
    // An instance's own look comes every 10 s with Redis: this came by the signal the move sent.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(signals).toContain(`balance ${merchant.id} ${member.id}`);
    stream.close();
    await expectLedgerHealthy(db);
  });

  it('still tells a change whose signal was lost, at its next look', async () => {
    const { db } = listening.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const member = await registeredMember(listening, 'live12');
    // An instance on a channel no writer signals: every signal it could have had is lost.
    const live = createMemberLive({
      readMarks: readMarks(db),
      tickMs: 200,
      redis: clients[2],
      channel: memberLiveChannel(`${redisNameSpace}lost:`),
      onError: (error) => {
        throw error;
      },
    });
    const told: string[] = [];
    const stop = await live.follow({ merchantId: merchant.id, memberId: member.id }, (change) =>
      told.push(change),
    );
    await deposit(
      db,
      merchant,
      await accountFor(db, merchant, 'member.main', { memberId: member.id }),
      700n,
      'live12',
    );
    await expect.poll(() => told, { timeout: 5_000 }).toContain('balance');
    stop();
    await live.close();
    await expectLedgerHealthy(db);
  });
});
