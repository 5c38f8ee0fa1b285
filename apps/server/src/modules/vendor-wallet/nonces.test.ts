import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../platform/redis.ts';
import { houseGameToken, houseWalletClient } from '../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, balancesOf } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { flushCallLogs } from './call-log.ts';
import { redisNonces } from './nonces.ts';

const servers: TestServer[] = [];
const clients: Redis[] = [];
afterAll(async () => {
  // The second instance shares the first one's database: it goes first, the owner closes the database.
  for (const server of servers.reverse()) await server.close();
  for (const client of clients) client.disconnect();
});

async function start(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

let players = 0;
async function player(server: TestServer) {
  const { db } = server.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  players += 1;
  const memberId = await testMember(db, merchant.id, `noncetest${players}`);
  const main = await accountFor(db, merchant, 'member.main', { memberId });
  await deposit(db, merchant, main, 20_00n, `nonce-${players}`);
  const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.dice);
  return {
    playerId: `P${memberId}`,
    debit: (transactionId: string) =>
      JSON.stringify({
        token,
        playerId: `P${memberId}`,
        gameCode: HOUSE_GAMES.dice,
        roundId: `${transactionId}-round`,
        transactionId,
        amount: '1.00',
        currency: 'USD',
      }),
    balanceNow: async () => (await balancesOf(db, [main]))[0]?.balance,
    topUp: (amount: bigint, key: string) => deposit(db, merchant, main, amount, `nonce-${players}-${key}`),
  };
}

// Each instance writes its call log in batches (call-log.ts): in the order the calls came.
async function callsAnswered(server: TestServer, raw: string) {
  await flushCallLogs();
  return server.database.db
    .selectFrom('vendor_calls')
    .select(['answer_code', 'http_status'])
    .where('raw_body', '=', raw)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

describe('vendor call nonces when Redis is configured but down', () => {
  it('keeps them in the database instead: the game goes on, and a replay is still refused', async () => {
    // Nothing listens on this port: every command fails at once.
    const redis = connectRedis('redis://127.0.0.1:1');
    redis.on('error', () => {});
    clients.push(redis);
    const server = await start({ redis, redisNameSpace: 'down:' });
    const who = await player(server);
    const raw = who.debit('redis-down-debit');
    const call = houseWalletClient(server);
    const signed = { nonce: `down-${randomBytes(8).toString('hex')}`, timestamp: String(Date.now()) };
    expect((await call('debit', raw, signed)).status).toBe(200);
    expect(await who.balanceNow()).toBe(19_00n);
    expect(await call('debit', raw, signed)).toEqual({ status: 401, body: { code: 'NONCE_REPLAYED' } });
    expect(await who.balanceNow()).toBe(19_00n);
    expect(await callsAnswered(server, raw)).toEqual([
      { answer_code: 'OK', http_status: 200 },
      { answer_code: 'NONCE_REPLAYED', http_status: 401 },
    ]);
    await expectLedgerHealthy(server.database.db);
  });
});

describe('vendor call nonces in Redis (REDIS_URL)', () => {
  // One deployment (two instances sharing one database and one Redis) serves these tests.
  let deployment: ReturnType<typeof startTwo> | undefined;
  const twoInstances = () => {
    deployment ??= startTwo();
    return deployment;
  };

  async function startTwo() {
    const url = process.env.REDIS_URL ?? '';
    const redis = [connectRedis(url), connectRedis(url)];
    clients.push(...redis);
    // The shared connection fails fast while it connects: wait until it can answer.
    await Promise.all(redis.map((client) => (client.status === 'ready' ? undefined : once(client, 'ready'))));
    const nameSpace = `test-${randomBytes(6).toString('hex')}:`;
    const first = await start({ redis: redis[0], redisNameSpace: nameSpace });
    const second = await start({ redis: redis[1], redisNameSpace: nameSpace, database: first.database });
    return { first, second, redis: redis[0] as Redis, nameSpace };
  }

  it('refuses on one instance a nonce another instance accepted, and keeps no nonce row in the database', async () => {
    const { first, second } = await twoInstances();
    const who = await player(first);
    const raw = who.debit('shared-nonce-debit');
    const nonce = `shared-${randomBytes(8).toString('hex')}`;
    const timestamp = String(Date.now());
    const accepted = await houseWalletClient(first)('debit', raw, { nonce, timestamp });
    expect(accepted.body).toMatchObject({ code: 'OK', balance: '19.00' });
    const replayed = await houseWalletClient(second)('debit', raw, { nonce, timestamp });
    expect(replayed).toEqual({ status: 401, body: { code: 'NONCE_REPLAYED' } });
    // A balance call spends its nonce too, on whichever instance it reaches first.
    const balanceCall = JSON.stringify({ token: JSON.parse(raw).token });
    const balanceNonce = `balance-${randomBytes(8).toString('hex')}`;
    expect((await houseWalletClient(second)('balance', balanceCall, { nonce: balanceNonce })).body.code).toBe(
      'OK',
    );
    expect((await houseWalletClient(first)('balance', balanceCall, { nonce: balanceNonce })).body.code).toBe(
      'NONCE_REPLAYED',
    );
    expect(await who.balanceNow()).toBe(19_00n);
    expect(await callsAnswered(first, raw)).toEqual([
      { answer_code: 'OK', http_status: 200 },
      { answer_code: 'NONCE_REPLAYED', http_status: 401 },
    ]);
    const rows = await first.database.db
      .selectFrom('vendor_call_nonces')
      .select('nonce')
      .where('nonce', 'in', [nonce, balanceNonce])
      .execute();
    expect(rows).toEqual([]);
    await expectLedgerHealthy(first.database.db);
  });

  it('keeps a debit’s nonce with the debit, not in Redis: a copy of a refused debit stays refused once the money is there, and of two copies at once one runs', async () => {
    const { first, second, redis, nameSpace } = await twoInstances();
    const who = await player(first);
    const call = (server: TestServer, raw: string, nonce: string) =>
      houseWalletClient(server)('debit', raw, { nonce, timestamp: String(Date.now()) });
    const fresh = (name: string) => `${name}-${randomBytes(8).toString('hex')}`;

    // Refused in the statement (no funds), then the same call again after a deposit.
    const large = JSON.stringify({ ...JSON.parse(who.debit('refused-then-funded')), amount: '50.00' });
    const refusedNonce = fresh('refused');
    expect((await call(first, large, refusedNonce)).body.code).toBe('INSUFFICIENT_FUNDS');
    await who.topUp(100_00n, 'after-refusal');
    expect(await call(second, large, refusedNonce)).toEqual({
      status: 401,
      body: { code: 'NONCE_REPLAYED' },
    });
    expect(await who.balanceNow()).toBe(120_00n);
    // Refused before the statement (a currency the brand does not hold), then again.
    const wrongCurrency = JSON.stringify({ ...JSON.parse(who.debit('wrong-currency')), currency: 'EUR' });
    const wrongNonce = fresh('wrong-currency');
    expect((await call(first, wrongCurrency, wrongNonce)).body.code).toBe('WRONG_CURRENCY');
    expect(await call(second, wrongCurrency, wrongNonce)).toEqual({
      status: 401,
      body: { code: 'NONCE_REPLAYED' },
    });
    // The provider's own retry signs afresh: the refused debit goes through.
    expect((await call(first, large, fresh('retry'))).body).toMatchObject({ code: 'OK', balance: '70.00' });

    const twin = who.debit('two-copies');
    const twinNonce = fresh('twin');
    const answers = await Promise.all([call(first, twin, twinNonce), call(second, twin, twinNonce)]);
    expect(answers.map(({ body }) => body.code).sort()).toEqual(['NONCE_REPLAYED', 'OK']);
    expect(await who.balanceNow()).toBe(69_00n);

    const kept = await first.database.db
      .selectFrom('vendor_call_nonces')
      .select('nonce')
      .where('nonce', 'in', [refusedNonce, wrongNonce, twinNonce])
      .orderBy('nonce')
      .execute();
    expect(kept.map(({ nonce }) => nonce)).toEqual([refusedNonce, wrongNonce].sort());
    const inRedis = [refusedNonce, wrongNonce, twinNonce].map(
      (nonce) => `${nameSpace}nonce:${HOUSE_PROVIDER_CODE}:${nonce}`,
    );
    expect(await redis.exists(...inRedis)).toBe(0);
    await expectLedgerHealthy(first.database.db);
  });

  it('answers each of the nonces spent together (one pipeline), a copy in the same pipeline too', async () => {
    const { redis, nameSpace } = await twoInstances();
    const spend = redisNonces(redis, `${nameSpace}pipelined:`);
    const nonces = Array.from(
      { length: 12 },
      (_, index) => `together-${index}-${randomBytes(6).toString('hex')}`,
    );
    await spend('P', nonces[0] as string);
    // One spent before, then all of them at once, two of them twice.
    const sent = [...nonces, nonces[3] as string, nonces[7] as string];
    const answers = await Promise.all(sent.map((nonce) => spend('P', nonce)));
    expect(answers).toEqual(['replayed', ...Array(11).fill('new'), 'replayed', 'replayed']);
    expect(await redis.exists(...nonces.map((nonce) => `${nameSpace}pipelined:P:${nonce}`))).toBe(12);
  });

  it('remembers a nonce for two timestamp windows, then lets Redis forget it', async () => {
    const { first, redis, nameSpace } = await twoInstances();
    const who = await player(first);
    const nonce = `expiring-${randomBytes(8).toString('hex')}`;
    // A debit keeps its nonce with itself (0294): a balance call spends one in Redis.
    const balanceCall = JSON.stringify({ token: JSON.parse(who.debit('expiring-nonce')).token });
    expect((await houseWalletClient(first)('balance', balanceCall, { nonce })).body.code).toBe('OK');
    const left = await redis.pttl(`${nameSpace}nonce:${HOUSE_PROVIDER_CODE}:${nonce}`);
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);
  });
});
