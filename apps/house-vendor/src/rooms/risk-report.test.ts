import { HOUSE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The platform the signals go to is the real one: its server, database and wallet API.
import { resolveMerchant } from '../../../server/src/modules/system/service.ts';
import { type FaultProxy, startFaultProxy } from '../../../server/src/test/fault-proxy.ts';
import { houseGameToken } from '../../../server/src/test/house-game.ts';
import { testMember } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { platformWallet } from '../wallet.ts';
import { reportCollusion } from './risk-report.ts';

let platform: TestServer;
let proxy: FaultProxy;
let members = 0;
const request = { id: 'risk-report-test', log: { info: () => undefined } };

beforeAll(async () => {
  platform = await startTestServer();
  const { port } = new URL(platform.url);
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(port) });
});
afterAll(async () => {
  await proxy?.close();
  await platform?.close();
});

/** The house vendor's wallet client, reaching the platform through the proxy a test can cut. */
const wallet = () =>
  platformWallet({
    baseUrl: `http://127.0.0.1:${proxy.port}/vendor-wallet/v1`,
    vendorCode: HOUSE_PROVIDER_CODE,
    secret: platform.houseSecret,
  });

/** A member of the demo brand who launched the house slot: a player the house vendor knows. */
async function player(): Promise<string> {
  const { db } = platform.database;
  const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
  if (!merchant) throw new Error('no demo brand');
  members += 1;
  const memberId = await testMember(db, merchant.id, `riskseat${members}`);
  await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot);
  return `P${memberId}`;
}

const filed = (table: string) =>
  platform.database.db
    .selectFrom('risk_signals')
    .select(['kind', 'hand_id'])
    .where('table_id', '=', table)
    .orderBy('kind')
    .execute();

describe("the house vendor's collusion report", () => {
  it("files a room's signals as the seats' players, and a refused seat is reported, not retried", async () => {
    const players = new Map([
      ['s1', await player()],
      ['s2', await player()],
      ['s3', 'P999999999'],
    ]);
    const report = await reportCollusion(
      wallet(),
      {
        gameCode: HOUSE_GAMES.slot,
        table: 'room-report',
        hand: '3',
        observedAt: new Date('2026-11-29T20:00:00Z'),
        signals: [
          { seats: ['s1', 's2'], by: 'address' },
          { seats: ['s1', 's2'], by: 'device' },
          { seats: ['s1', 's3'], by: 'address' },
          // A seat that has left since is skipped.
          { seats: ['s1', 'gone'], by: 'address' },
        ],
        playerOf: (seat) => players.get(seat),
      },
      request,
      () => Promise.reject(new Error('a refusal is never retried')),
    );
    expect(report).toEqual({
      sent: 2,
      refused: [{ seats: ['s1', 's3'], code: 'UNKNOWN_PLAYER' }],
      undelivered: 0,
    });
    expect(await filed('room-report')).toEqual([
      { kind: 'shared-address', hand_id: '3' },
      { kind: 'shared-device', hand_id: '3' },
    ]);
  });

  it('sends a signal again after the network failed, and the platform keeps it once', async () => {
    const [a, b] = [await player(), await player()];
    const send = (pause: (ms: number) => Promise<void>) =>
      reportCollusion(
        wallet(),
        {
          gameCode: HOUSE_GAMES.slot,
          table: 'room-retry',
          observedAt: new Date('2026-11-29T21:00:00Z'),
          signals: [{ seats: ['x', 'y'], by: 'device' }],
          playerOf: (seat) => (seat === 'x' ? a : b),
        },
        request,
        pause,
      );
    proxy.cut();
    const pauses: number[] = [];
    // The network comes back during the second pause.
    const report = await send(async (ms) => {
      pauses.push(ms);
      if (pauses.length === 2) proxy.heal();
    });
    expect(report).toEqual({ sent: 1, refused: [], undelivered: 0 });
    expect(pauses).toEqual([250, 500]);
    // Sent again whole (the vendor cannot know the first arrived): still one signal.
    expect(await send(() => Promise.resolve())).toEqual({ sent: 1, refused: [], undelivered: 0 });
    expect(await filed('room-retry')).toEqual([{ kind: 'shared-device', hand_id: '' }]);
    proxy.cut();
    const lost = await send(() => Promise.resolve());
    proxy.heal();
    expect(lost).toEqual({ sent: 0, refused: [], undelivered: 1 });
  });
});
