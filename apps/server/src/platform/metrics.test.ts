import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  liveStreamOpened,
  type MetricsServer,
  metricsRegistry,
  observeJob,
  serveMetrics,
} from './metrics.ts';

const repoRoot = new URL('../../../../', import.meta.url);

/** A metric's value for the labels given (every label of the series must match), or undefined. */
async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  return values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
    ?.value;
}

let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const waitFor = async (isDone: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await isDone()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not done in 2 s');
};

describe('observeJob', () => {
  it('records a run’s duration and the time of its success, and answers what the job answered', async () => {
    const before = Date.now() / 1000;
    expect(await observeJob('unit-ok', async () => 42)).toBe(42);
    expect(await metricValue('platform_job_duration_seconds', { job: 'unit-ok', le: '+Inf' })).toBe(1);
    expect(
      await metricValue('platform_job_last_success_timestamp_seconds', { job: 'unit-ok' }),
    ).toBeGreaterThanOrEqual(before);
    // Zero, not absent: a rate of failures exists before the first one.
    expect(await metricValue('platform_job_failures_total', { job: 'unit-ok' })).toBe(0);
  });

  it('counts a failure, throws it on and leaves the last success where it was', async () => {
    await observeJob('unit-flaky', async () => 'fine');
    const succeeded = await metricValue('platform_job_last_success_timestamp_seconds', { job: 'unit-flaky' });
    await expect(
      observeJob('unit-flaky', async () => {
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await metricValue('platform_job_failures_total', { job: 'unit-flaky' })).toBe(1);
    expect(await metricValue('platform_job_duration_seconds', { job: 'unit-flaky', le: '+Inf' })).toBe(2);
    expect(await metricValue('platform_job_last_success_timestamp_seconds', { job: 'unit-flaky' })).toBe(
      succeeded,
    );
  });
});

describe('live streams', () => {
  it('counts a stream open until it closes, once however often its close is called', async () => {
    const first = liveStreamOpened('lottery');
    const second = liveStreamOpened('lottery');
    expect(await metricValue('platform_live_streams', { stream: 'lottery' })).toBe(2);
    first();
    first();
    expect(await metricValue('platform_live_streams', { stream: 'lottery' })).toBe(1);
    second();
    expect(await metricValue('platform_live_streams', { stream: 'lottery' })).toBe(0);
  });
});

describe('the metrics port', () => {
  it('serves GET /metrics in the text format and nothing else', async () => {
    server = await serveMetrics({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${server.port}`;
    const scraped = await fetch(`${base}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    // Node's default process metrics, and no pool without a pool (the embedded database has none).
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).not.toMatch(/^platform_db_pool_connections /m);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('keeps the ledger gauge from a check run on an interval; a failed check leaves it and counts', async () => {
    let answers: (boolean | Error)[] = [true];
    let release = () => {};
    const firstCheck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isHealthy = async () => {
      await firstCheck;
      const answer = answers.shift() ?? new Error('statement timeout');
      if (answer instanceof Error) throw answer;
      return answer;
    };
    server = await serveMetrics({ port: 0, host: '127.0.0.1', ledger: { isHealthy, intervalMs: 30 } });
    // No answer yet is no gauge, not a 0 that would say the ledger is broken.
    const scraped = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(scraped).not.toContain('platform_ledger_invariants_ok');
    release();
    await waitFor(async () => (await metricValue('platform_ledger_invariants_ok')) === 1);
    const checkedAt = await metricValue('platform_ledger_invariants_checked_timestamp_seconds');
    expect(checkedAt).toBeGreaterThan(0);
    answers = [false];
    await waitFor(async () => (await metricValue('platform_ledger_invariants_ok')) === 0);
    const brokenAt = await metricValue('platform_ledger_invariants_checked_timestamp_seconds');
    // From now every check throws: the gauge and its time stay, each failure is counted.
    const failures = (await metricValue('platform_job_failures_total', { job: 'ledger-invariants' })) ?? 0;
    await waitFor(
      async () =>
        ((await metricValue('platform_job_failures_total', { job: 'ledger-invariants' })) ?? 0) > failures,
    );
    expect(await metricValue('platform_ledger_invariants_ok')).toBe(0);
    expect(await metricValue('platform_ledger_invariants_checked_timestamp_seconds')).toBe(brokenAt);
  });
});

/** A metric's base name, given a histogram's or summary's series name. */
const SERIES_SUFFIX = /_(bucket|sum|count)$/;
/** The names of metrics in a PromQL expression: identifiers of the prefixes the platform exports. */
const metricNamesIn = (expression: string) =>
  [...expression.matchAll(/\b(?:platform|process|nodejs)_[a-z0-9_]+/g)].map(([name]) => name);

async function expectExported(names: string[]) {
  // Served with a pool and a ledger check, as on PostgreSQL: their gauges exist only then.
  server = await serveMetrics({
    port: 0,
    host: '127.0.0.1',
    pool: () => ({ total: 2, idle: 1, waiting: 0, max: 10 }),
    ledger: { isHealthy: async () => true, intervalMs: 60_000 },
  });
  await waitFor(async () => (await metricValue('platform_ledger_invariants_ok')) === 1);
  const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
  for (const name of names) {
    const base = exported.has(name) ? name : name.replace(SERIES_SUFFIX, '');
    expect(exported, `${name} is not exported`).toContain(base);
  }
}

describe('the alert rules and the dashboard', () => {
  it('alerts.yml parses, each rule complete and on metrics the platform exports', async () => {
    const file = parse(await readFile(new URL('deploy/prometheus/alerts.yml', repoRoot), 'utf8')) as {
      groups: { name: string; rules: Record<string, unknown>[] }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'LedgerInvariantBroken',
        'JobFailing',
        'JobNoSuccess',
        'HighServerErrorRate',
        'SlowRoute',
        'DatabasePoolWaiting',
        'WalletCallErrorRate',
      ]),
    );
    for (const rule of rules) {
      expect(rule).toMatchObject({
        alert: expect.any(String),
        expr: expect.any(String),
        labels: { severity: expect.stringMatching(/^(page|ticket)$/) },
        annotations: { summary: expect.any(String) },
      });
    }
    const names = rules.flatMap((rule) => metricNamesIn(String(rule.expr)));
    expect(names.length).toBeGreaterThan(rules.length - 1);
    await expectExported(names);
  });

  it('the Grafana dashboard queries metrics the platform exports', async () => {
    const dashboard = JSON.parse(
      await readFile(new URL('deploy/grafana/platform-dashboard.json', repoRoot), 'utf8'),
    ) as { title: string; panels: { title: string; targets?: { expr: string }[] }[] };
    expect(dashboard.title).toBeTruthy();
    const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map(({ expr }) => expr));
    expect(expressions.length).toBeGreaterThan(8);
    await expectExported(expressions.flatMap(metricNamesIn));
  });
});
