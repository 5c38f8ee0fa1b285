import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedIfEmpty } from '../../../db/seed/seed.ts';
import { connectRedis } from '../../../platform/redis.ts';
import { houseGameToken } from '../../../test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { accountFor } from '../../ledger/service.ts';
import { resolveMerchant } from '../../system/service.ts';
import { describeWalletConformance } from './suite.ts';

const SECRET = randomBytes(32).toString('hex');

let server: TestServer;
let players = 0;
// With REDIS_URL the suite runs against nonces spent in Redis, as a deployment with Redis spends them.
const redis = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL) : undefined;

beforeAll(async () => {
  if (redis && redis.status !== 'ready') await once(redis, 'ready');
  server = await startTestServer({
    ...(redis ? { redis, redisNameSpace: `conformance-${randomBytes(6).toString('hex')}:` } : {}),
  });
  // The same provider, with a key of this suite's own.
  await seedIfEmpty(server.database.db, { launchUrl: 'http://127.0.0.1:9/play', signingSecret: SECRET });
});
afterAll(async () => {
  await server?.close();
  redis?.disconnect();
});

async function demoBrand() {
  const merchant = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  return merchant;
}

describe('the platform’s seamless wallet', () => {
  describeWalletConformance({
    get baseUrl() {
      return `${server.url}/vendor-wallet/v1`;
    },
    vendorCode: HOUSE_PROVIDER_CODE,
    secret: SECRET,
    gameCode: HOUSE_GAMES.slot,
    jackpotCode: 'LOTUS_MINI',
    currency: 'USD',
    scale: 2,
    async newPlayer() {
      const { db } = server.database;
      const merchant = await demoBrand();
      players += 1;
      const memberId = await testMember(db, merchant.id, `conformance${players}`);
      await deposit(
        db,
        merchant,
        await accountFor(db, merchant, 'member.main', { memberId }),
        100_00n,
        `c-${players}`,
      );
      return { token: await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot) };
    },
    async expireToken(token) {
      await server.database.db
        .updateTable('game_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', new Uint8Array(createHash('sha256').update(token).digest()))
        .execute();
    },
    check: () => expectLedgerHealthy(server.database.db),
  });
});
