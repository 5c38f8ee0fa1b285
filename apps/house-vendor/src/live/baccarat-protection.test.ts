import { randomBytes } from 'node:crypto';
import { HOUSE_LIVE_GAMES, HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/src/db/seed/seed.ts';
import { changeLimit } from '../../../server/src/modules/protection/limits.ts';
import { resolveMerchant } from '../../../server/src/modules/system/service.ts';
import { expectLedgerHealthy } from '../../../server/src/test/ledger.ts';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server.ts';
import { buildVendorApp } from '../app.ts';
import { fundedMember, launchGameAddress } from '../test-platform.ts';
import { platformWallet } from '../wallet.ts';
import { memoryLiveStore } from './store.ts';
import type { TableView } from './table.ts';

/**
 * The member's protection profile at the shared baccarat table, enforced by the platform's wallet
 * (the real one, on PostgreSQL) bet by bet: each bet of a round is a debit of the member's one round,
 * so each counts against the wager limit and the brand's largest stake, while the UKGC-like minimum
 * game cycle (5 s for a table game) is met once per round, by its first bet. The wallet's clock is the
 * test's, so the cycle is decided by the test, not by how fast the machine is.
 */
const SECRET = randomBytes(32).toString('hex');
// Windows long enough for a shared machine's slowest runs: the test never waits one out.
const PACE = { bettingMs: 8_000, resultMs: 200 };
let platform: TestServer;
let vendor: ReturnType<typeof buildVendorApp>;
let vendorUrl = '';
let clockMs = Date.now();

beforeAll(async () => {
  platform = await startTestServer({ clock: () => new Date(clockMs) });
  await seedIfEmpty(platform.database.db, { launchUrl: 'http://vendor.invalid/play', signingSecret: SECRET });
  await platform.database.db
    .updateTable('merchants')
    .set({ protection_profile: 'ukgc', max_stake: 5_00n })
    .where('code', '=', 'demo')
    .execute();
  vendor = buildVendorApp({
    logLevel: 'silent',
    frameAncestors: [],
    live: memoryLiveStore(),
    livePace: PACE,
    wallet: platformWallet({
      baseUrl: `${platform.url}/vendor-wallet/v1`,
      vendorCode: HOUSE_PROVIDER_CODE,
      secret: SECRET,
    }),
  });
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  vendorUrl = `http://127.0.0.1:${(vendor.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  vendor?.server.closeAllConnections();
  await vendor?.close();
  await platform?.database.db
    .updateTable('merchants')
    .set({ protection_profile: 'basic', max_stake: null })
    .where('code', '=', 'demo')
    .execute();
  await platform?.close();
});

async function seated(funds: bigint) {
  const member = await fundedMember(platform, funds);
  const address = new URL(
    await launchGameAddress(platform, member.token, HOUSE_LIVE_GAMES.baccarat, { language: 'VI' }),
  );
  const response = await fetch(`${vendorUrl}${address.pathname}${address.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return { member, seat: (response.headers.get('location') ?? '').replace('/live/', '') };
}

const stateOf = async (seat: string) =>
  (await (await fetch(`${vendorUrl}/api/live/${seat}`)).json()) as {
    view: TableView | null;
    history: { round: number; staked: string }[];
  };

/** The table's next betting window with at least `ms` of it left (asked of the seat's state). */
async function window(seat: string, after: number, ms: number): Promise<TableView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { view } = await stateOf(seat);
    if (view && view.round > after && view.phase === 'betting' && view.closesAt - Date.now() > ms)
      return view;
    if (Date.now() > deadline) throw new Error('no betting window');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const bet = async (seat: string, round: number, spot: string, stake: string) => {
  const response = await fetch(`${vendorUrl}/api/live/${seat}/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') },
    body: JSON.stringify({ round, spot, stake }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; balance?: string } };
};

describe('the shared baccarat table under the member’s protection profile', () => {
  // Two of the table's rounds, each waited for: longer than the default on a shared machine.
  it('counts every bet of a round against the wager limit and the largest stake, and paces rounds, not bets', async () => {
    const { member, seat } = await seated(100_00n);
    const { db } = platform.database;
    const brand = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!brand) throw new Error('no demo brand');
    await changeLimit(
      db,
      brand,
      member.id,
      { kind: 'wager', period: 'day' },
      { type: 'set', amount: 10_00n },
      new Date(clockMs),
    );

    const first = await window(seat, 0, 6_000);
    // The brand's largest single stake is 5.00: a bet above it is refused by the wallet, nothing taken.
    expect(await bet(seat, first.round, 'banker', '5.01')).toEqual({
      status: 409,
      body: { error: 'STAKE_LIMIT_EXCEEDED' },
    });
    // Three bets of 4.00 at once against a 10.00 wager limit: two fit, the third is refused.
    const three = await Promise.all(
      ['banker', 'player', 'tie'].map((spot) => bet(seat, first.round, spot, '4.00')),
    );
    expect(three.map(({ status }) => status).sort()).toEqual([200, 200, 409]);
    expect(three.find(({ status }) => status === 409)?.body).toEqual({ error: 'RESPONSIBLE_GAMING_LIMIT' });
    // The wallet's clock has not moved: a later bet of the same round is the same game cycle.
    expect((await bet(seat, first.round, 'banker', '2.00')).body).toMatchObject({ balance: '90.00' });
    expect(await bet(seat, first.round, 'banker', '0.10')).toEqual({
      status: 409,
      body: { error: 'RESPONSIBLE_GAMING_LIMIT' },
    });

    const rounds = await db
      .selectFrom('game_rounds')
      .select(['stake'])
      .where('provider_code', '=', HOUSE_PROVIDER_CODE)
      .where('member_id', '=', member.id)
      .execute();
    expect(rounds).toEqual([{ stake: 10_00n }]);

    // The next round opens a new game cycle: refused until 5 s of the wallet's time have passed.
    const second = await window(seat, first.round, 3_000);
    clockMs += 4_999;
    const early = await bet(seat, second.round, 'player', '0.10');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('GAME_CYCLE_TOO_SHORT');

    // Every refusal reaches the member in their language: the page carries each code's text.
    const page = await (await fetch(`${vendorUrl}/live/${seat}`)).text();
    for (const code of ['STAKE_LIMIT_EXCEEDED', 'RESPONSIBLE_GAMING_LIMIT', 'GAME_CYCLE_TOO_SHORT'])
      expect(page).toMatch(new RegExp(`"error\\.${code}":"[^"]+"`));
    expect(page).toContain('lang="vi"');

    await expect
      .poll(async () => (await stateOf(seat)).history.find((line) => line.round === first.round)?.staked, {
        timeout: 10_000,
      })
      .toBe('10.00');
    await expectLedgerHealthy(db);
  }, 60_000);
});
