import { walletClient } from '@platform/contracts/vendor-wallet/client';
import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorWallets } from './modules/games/service.ts';
import { isLedgerHealthy } from './modules/ledger/invariants.ts';
import { accountFor } from './modules/ledger/service.ts';
import { resolveMerchant } from './modules/system/service.ts';
import { type MetricsServer, serveMetrics } from './platform/metrics.ts';
import { houseWalletClient } from './test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from './test/ledger.ts';
import { registeredMember } from './test/member.ts';
import { startTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
let metrics: MetricsServer;

beforeAll(async () => {
  server = await startTestServer();
  const { database } = server;
  // As main.ts serves it under METRICS_PORT, with the ledger checked often enough for a test.
  metrics = await serveMetrics({
    port: 0,
    host: '127.0.0.1',
    pool: database.poolStats,
    ledger: { isHealthy: () => isLedgerHealthy(database.db, { timeoutMs: 10_000 }), intervalMs: 100 },
  });
});
afterAll(async () => {
  await metrics?.close();
  await server?.close();
});

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of the series whose line starts with `series` (name and labels, as printed), or undefined. */
const valueIn = (text: string, series: string) => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const waitForScrape = async (isDone: (text: string) => boolean) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const text = await scrape();
    if (isDone(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the scrape never showed it');
};

describe('GET /metrics on the metrics port', () => {
  it('has request latencies per route pattern (never a raw id), the pool’s use, and no /metrics on the public port', async () => {
    await server.request('/healthz');
    await server.request('/sandbox-pay/918273645/k3y');
    await server.request('/sandbox-pay/564738291/other');
    await server.request('/no/such/page/777111');

    const text = await scrape();
    const bucket = (route: string, status: string) =>
      valueIn(
        text,
        `platform_http_request_duration_seconds_count{route="${route}",method="GET",status_class="${status}"}`,
      );
    expect(bucket('/healthz', '2xx')).toBeGreaterThanOrEqual(1);
    // Two orders, two ids, one series under the route's pattern.
    expect(text).toContain('route="/sandbox-pay/:orderId/:key"');
    expect(text).not.toContain('918273645');
    expect(text).not.toContain('564738291');
    expect(text).not.toContain('777111');
    expect(text).toMatch(/route="unmatched",method="GET",status_class="4xx"/);
    expect(text).toContain('le="0.005"');

    // The test's database is PostgreSQL: the pool's gauges are its own.
    expect(server.database.kind).toBe('postgres');
    expect(valueIn(text, 'platform_db_pool_max_connections')).toBe(10);
    expect(valueIn(text, 'platform_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueIn(text, 'platform_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueIn(text, 'platform_db_pool_waiting_requests')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');

    const onPublic = await server.request('/metrics');
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('platform_http_request_duration_seconds');
  });

  it('counts wallet calls per vendor and answer, an unsigned caller’s under no name it gave', async () => {
    const call = houseWalletClient(server);
    await call('balance', { token: 'no-such-token-of-anyone' });
    const forged = walletClient({
      baseUrl: `${server.url}/vendor-wallet/v1`,
      vendorCode: 'made-up-vendor-4242',
      secret: 'x'.repeat(32),
    });
    await forged('balance', { token: 'no-such-token-of-anyone' });

    const text = await scrape();
    expect(
      valueIn(
        text,
        `platform_wallet_calls_total{vendor="${HOUSE_PROVIDER_CODE}",direction="seamless",operation="balance",result="UNKNOWN_PLAYER"}`,
      ),
    ).toBe(1);
    expect(
      valueIn(
        text,
        'platform_wallet_calls_total{vendor="unknown",direction="seamless",operation="balance",result="UNKNOWN_VENDOR"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('made-up-vendor-4242');
  });

  it('counts a member’s transfers per vendor wallet and result, a made-up wallet under no name it gave', async () => {
    const { db } = server.database;
    const demo = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!demo) throw new Error('no demo brand');
    const vendor = (await vendorWallets(db, demo)).find(({ inMaintenance }) => !inMaintenance);
    if (!vendor) throw new Error('the demo offers no open vendor wallet');
    const label = vendor.providerCode ?? `wallet-${vendor.accountTypeId}`;
    const { id, token } = await registeredMember(server, 'metrics02');
    await deposit(db, demo, await accountFor(db, demo, 'member.main', { memberId: id }), 500n, 'metrics-2');
    const move = (body: Record<string, unknown>) =>
      server.request('/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const into = { from: 'main', to: String(vendor.accountTypeId), requestId: 'metrics-in' };
    expect((await move({ ...into, amount: '2.00' })).status).toBe(200);
    expect((await move({ ...into, requestId: 'metrics-in-2', amount: '9.00' })).status).not.toBe(200);
    await move({ from: 'main', to: '987654', amount: '1.00', requestId: 'metrics-nowhere' });

    const text = await scrape();
    const transfers = (vendorLabel: string, result: string) =>
      valueIn(
        text,
        `platform_wallet_calls_total{vendor="${vendorLabel}",direction="transfer",operation="in",result="${result}"}`,
      );
    expect(transfers(label, 'OK')).toBe(1);
    expect(transfers(label, 'funds.insufficient')).toBe(1);
    expect(transfers('unknown', 'wallet.transfer.invalid')).toBe(1);
    expect(text).not.toContain('987654');
    await expectLedgerHealthy(db);
  });

  it('counts an open live stream until the browser leaves', async () => {
    const controller = new AbortController();
    const response = await server.request('/lgw/lottery/live?gameCode=SSC_1M&merchant=demo', {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    await waitForScrape((text) => valueIn(text, 'platform_live_streams{stream="lottery"}') === 1);
    controller.abort();
    const text = await waitForScrape(
      (each) => valueIn(each, 'platform_live_streams{stream="lottery"}') === 0,
    );
    // A stream's hours would swamp the latencies: Fastify leaves a hijacked answer out of them.
    expect(text).not.toContain('route="/lgw/lottery/live"');
  });

  it('says the ledger is healthy, then broken within a check of a tampered balance', async () => {
    const { db } = server.database;
    const demo = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!demo) throw new Error('no demo brand');
    const wallet = await accountFor(db, demo, 'member.main', {
      memberId: await testMember(db, demo.id, 'metrics01'),
    });
    await deposit(db, demo, wallet, 700n, 'metrics-1');
    await waitForScrape((text) => valueIn(text, 'platform_ledger_invariants_ok') === 1);

    // A hand edit past the database's guard on account updates, undone below.
    const tamper = (by: bigint) =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`UPDATE ledger_accounts SET balance = balance + ${by} WHERE id = ${wallet}`.execute(trx);
      });
    await tamper(1n);
    try {
      const text = await waitForScrape((each) => valueIn(each, 'platform_ledger_invariants_ok') === 0);
      expect(valueIn(text, 'platform_ledger_invariants_checked_timestamp_seconds')).toBeGreaterThan(
        Date.now() / 1000 - 60,
      );
      expect(valueIn(text, 'platform_job_failures_total{job="ledger-invariants"}')).toBe(0);
    } finally {
      await tamper(-1n);
    }
    await waitForScrape((text) => valueIn(text, 'platform_ledger_invariants_ok') === 1);
  });
});
