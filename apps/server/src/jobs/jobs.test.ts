import { ZJobRuns } from '@platform/contracts/jobs/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createOperator } from '../modules/operator/service.ts';
import { secretBoxOf } from '../modules/system/secrets.ts';
import { runningGateways } from '../test/gateway-callback.ts';
import { registeredMember } from '../test/member.ts';
import { failureOf, operatorRequest, successValue } from '../test/operator-api.ts';
import { staffToken } from '../test/staff-token.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type JobDefinition, jobDefinitions } from './definitions.ts';
import { startInProcessJobs } from './in-process.ts';
import { runRecorded } from './run.ts';

const silent = {
  child: () => silent,
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

const DAY_MS = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function definitions(): JobDefinition[] {
  return jobDefinitions({
    db: server.database.db,
    config: loadConfig({
      SESSION_RETENTION_DAYS: '90',
      OUTBOX_RETENTION_DAYS: '30',
      ONE_TIME_CODE_RETENTION_DAYS: '1',
    }),
    lotterySeedSecret: 'a lottery seed secret for the jobs test only',
    publishLotteryChange: () => {},
    secrets: secretBoxOf(Buffer.alloc(32)),
    // No provider: every channel keeps its messages in the outbox.
    transports: {},
    gateways: runningGateways(server.database.db, secretBoxOf(Buffer.alloc(32))),
    now: () => NOW,
  });
}

describe('the retention jobs', () => {
  it('delete only what ended or was spent before the retention period', async () => {
    const { db } = server.database;
    const { id: memberId } = await registeredMember(server, 'retention1');
    const { merchant_id: merchantId } = await db
      .selectFrom('members')
      .select('merchant_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const { id: operatorId } = await createOperator(db, {
      account: 'retention.staff',
      roles: ['support'],
      merchantIds: [],
      password: 'a long staff password for tests',
    });
    const hash = (label: string) => new TextEncoder().encode(label.padEnd(32, '.'));
    const session = (label: string, expiresAt: Date, revokedAt: Date | null) => ({
      merchant_id: merchantId,
      member_id: memberId,
      token_hash: hash(label),
      created_at: daysAgo(400),
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    await db
      .insertInto('member_sessions')
      .values([
        session('expired long ago', daysAgo(91), null),
        session('ended long ago', daysAgo(10), daysAgo(100)),
        session('expired lately', daysAgo(89), null),
        session('ended lately', daysAgo(-5), daysAgo(2)),
      ])
      .execute();
    await db
      .insertInto('operator_sessions')
      .values([
        { operator_id: operatorId, token_hash: hash('staff old'), expires_at: daysAgo(95) },
        { operator_id: operatorId, token_hash: hash('staff recent'), expires_at: daysAgo(1) },
      ])
      .execute();
    const code = (label: string, expiresAt: Date, usedAt: Date | null) => ({
      merchant_id: merchantId,
      purpose: 'login' as const,
      recipient: label,
      salt: hash('salt'),
      code_hash: hash(label),
      expires_at: expiresAt,
      used_at: usedAt,
      created_at: new Date(expiresAt.getTime() - 600_000),
    });
    await db
      .insertInto('one_time_codes')
      .values([
        code('+10000000001', daysAgo(2), null),
        code('+10000000002', daysAgo(0.5), daysAgo(3)),
        code('+10000000003', daysAgo(0.5), null),
        code('+10000000004', daysAgo(-0.01), daysAgo(0.1)),
      ])
      .execute();
    const message = (recipient: string, createdAt: Date, status: 'sent' | 'pending' = 'sent') => ({
      merchant_id: merchantId,
      channel: 'sms' as const,
      recipient,
      subject: null,
      body: 'code 123456',
      purpose: 'login',
      created_at: createdAt,
      status,
    });
    await db
      .insertInto('outbox_messages')
      .values([
        message('+20000000001', daysAgo(31)),
        message('+20000000002', daysAgo(29)),
        // Still delivery's to send or fail, however old: retention leaves it.
        message('+20000000003', daysAgo(31), 'pending'),
      ])
      .execute();
    const sessionsBefore = await db
      .selectFrom('member_sessions')
      .select('token_hash')
      .where('member_id', '=', memberId)
      .execute();

    for (const job of definitions().filter((each) => each.name.endsWith('-retention'))) await job.run(silent);

    const labels = (rows: { token_hash: Uint8Array }[]) =>
      rows.map((row) => new TextDecoder().decode(row.token_hash).replace(/\.+$/, '')).sort();
    const sessionsAfter = await db
      .selectFrom('member_sessions')
      .select('token_hash')
      .where('member_id', '=', memberId)
      .execute();
    // The registration's own live session stays, with the two that ended within the period.
    expect(sessionsAfter).toHaveLength(sessionsBefore.length - 2);
    expect(labels(sessionsAfter)).toEqual(expect.arrayContaining(['ended lately', 'expired lately']));
    expect(labels(sessionsAfter)).not.toContain('expired long ago');
    const staffSessions = await db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('operator_id', '=', operatorId)
      .execute();
    expect(labels(staffSessions)).toEqual(['staff recent']);
    const codes = await db
      .selectFrom('one_time_codes')
      .select('recipient')
      .where('recipient', 'like', '+1000000000%')
      .orderBy('recipient')
      .execute();
    expect(codes.map((row) => row.recipient)).toEqual(['+10000000003', '+10000000004']);
    const messages = await db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('recipient', 'like', '+2000000000%')
      .execute();
    expect(messages.map((row) => row.recipient).sort()).toEqual(['+20000000002', '+20000000003']);
  });
});

describe('the in-process runner (the embedded database)', () => {
  it('runs a job once each period, records it, and lets the run under way finish on stop', async () => {
    const starts: number[] = [];
    let finished = 0;
    const job: JobDefinition = {
      name: 'withdrawal-auto-receive',
      everySeconds: 1,
      retries: 0,
      run: async () => {
        starts.push(Date.now());
        // Longer than the period: the next period's run is skipped, not overlapped.
        await sleep(1_200);
        finished += 1;
      },
    };
    const runner = startInProcessJobs(server.database.db, [job], silent);
    await expect.poll(() => starts.length, { timeout: 6_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    expect(finished).toBe(starts.length);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(1_900);
    const run = await server.database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'withdrawal-auto-receive')
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ every_seconds: 1, running_since: null, failures: 0 });
    expect(run.last_duration_ms).toBeGreaterThanOrEqual(1_200);
  }, 20_000);
});

describe('GET /ops/jobs', () => {
  it('shows staff over every brand each job’s last success and failure, next run and the run under way', async () => {
    const [release] = definitions().filter((job) => job.name === 'bonus-release');
    if (!release) throw new Error('no bonus-release job');
    await runRecorded(server.database.db, release, silent);
    const failing = { ...release, run: () => Promise.reject(new Error('first line\nsecond line')) };
    await expect(runRecorded(server.database.db, failing, silent)).rejects.toThrow('first line');
    const auditor = await staffToken(server, 'jobs.auditor', { roles: ['auditor'] });
    const before = Date.now();
    const value = await successValue(await operatorRequest(server, 'GET', '/ops/jobs', auditor), ZJobRuns);
    const bonus = value.jobs.find((job) => job.name === 'bonus-release');
    expect(bonus).toMatchObject({
      everySeconds: 60,
      runningSince: null,
      lastFailure: 'first line',
      failures: 1,
    });
    expect(bonus?.lastSuccessAt).not.toBeNull();
    const next = Date.parse(bonus?.nextRunAt ?? '');
    expect(next % 60_000).toBe(0);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(60_000);
  });

  it('is refused to a role without jobs.read and to staff of some brands only', async () => {
    const support = await staffToken(server, 'jobs.support', { roles: ['support'] });
    expect(await failureOf(await operatorRequest(server, 'GET', '/ops/jobs', support))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
    const { id: demoId } = await server.database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const brandAdmin = await staffToken(server, 'jobs.brand.admin', {
      roles: ['admin'],
      merchantIds: [demoId],
    });
    expect((await operatorRequest(server, 'GET', '/ops/jobs', brandAdmin)).status).toBe(403);
  });
});
