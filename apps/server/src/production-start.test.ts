import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseMoney } from '@platform/contracts/money';
import { HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaBehind } from './db/migrate.ts';
import { accountFor, balancesOf } from './modules/ledger/service.ts';
import { resolveMerchant } from './modules/system/service.ts';
import { houseGameToken } from './test/house-game.ts';
import { deposit, expectLedgerHealthy, testMember } from './test/ledger.ts';
import { runScript } from './test/run-script.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { openTestDatabase, type TestDatabase } from './test/test-database.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const key = () => randomBytes(32).toString('hex');
/**
 * What a production container is given (compose.yaml): the five secrets, the message transports
 * (make-env.sh's outbox until a provider is named), and no test-only setting.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  EMAIL_TRANSPORT: 'outbox',
  SMS_TRANSPORT: 'outbox',
  HOUSE_VENDOR_SECRET: key(),
  SPORTSBOOK_SECRET: key(),
  LOTTERY_SEED_SECRET: key(),
  GATEWAY_SEAL_KEY: key(),
  PROTECTION_KEY_SECRET: key(),
  ARGON2_TEST_COST: '',
  LOG_PRETTY: '',
};

let builds: string;
let database: TestDatabase;

beforeAll(async () => {
  // What the image's build leaves: a site and a console, marked so that a rebuild would show.
  builds = await mkdtemp(join(tmpdir(), 'production-builds-'));
  for (const dist of ['web', 'console']) {
    await mkdir(join(builds, dist));
    await writeFile(join(builds, dist, 'index.html'), `<!doctype html><title>built ${dist}</title>`);
  }
  database = await openTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database?.close();
  await rm(builds, { recursive: true, force: true });
});

/** Every line a production process writes to its output is one JSON object, nothing before it. */
function entriesOf(lines: readonly string[]): Record<string, unknown>[] {
  return lines.map((line) => {
    expect(line.startsWith('{')).toBe(true);
    return JSON.parse(line) as Record<string, unknown>;
  });
}

describe('the production entry (the image runs node apps/server/src/main.ts)', () => {
  it('stops at once, before the database, when the site is not built: it never builds one', async () => {
    const { code, output } = await runScript(
      'apps/server/src/main.ts',
      [],
      {
        ...PRODUCTION,
        WEB_DIST: join(builds, 'missing'),
        CONSOLE_DIST: join(builds, 'console'),
        // Unreachable: the line about the site comes first.
        DATABASE_URL: 'postgres://app@127.0.0.1:1/platform',
      },
      20_000,
    );
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Start-up failed: the site (WEB_DIST: ${join(builds, 'missing')}) is not built: build with \`npm run build\` (the image's \`deploy/image.sh build\`); a production start never builds (REQUIRE_SITE=false serves the API alone)`,
    );
  });

  it('knows a schema that is behind, which a start with MIGRATE_AT_START=false refuses', async () => {
    expect(await schemaBehind(database.db)).toEqual([]);
    const { db } = database;
    const [last] = await db
      .selectFrom('kysely_migration' as never)
      .select([sql<string>`name`.as('name'), sql<string>`timestamp`.as('timestamp')])
      .orderBy(sql`name`, 'desc')
      .limit(1)
      .execute();
    if (!last) throw new Error('no migration ran');
    // The last migration not yet run, and a function file edited since it was applied.
    await sql`DELETE FROM kysely_migration WHERE name = ${last.name}`.execute(db);
    const { rows } = await sql<{
      file: string;
    }>`SELECT min(file) AS file FROM applied_function_files`.execute(db);
    await sql`UPDATE applied_function_files SET sha256 = 'edited' WHERE file = ${rows[0]?.file}`.execute(db);
    expect(await schemaBehind(db)).toEqual([last.name, rows[0]?.file]);
    const { code, output } = await runScript(
      'apps/server/src/main.ts',
      [],
      {
        ...PRODUCTION,
        WEB_DIST: join(builds, 'web'),
        CONSOLE_DIST: join(builds, 'console'),
        DATABASE_URL: database.url ?? '',
        MIGRATE_AT_START: 'false',
      },
      30_000,
    );
    expect(code).toBe(1);
    expect(output).toContain(
      `Start-up failed: the database is not migrated (2 pending: ${last.name}, ${rows[0]?.file}): run \`npm run migrate\``,
    );
    // The migrate step (compose.yaml's `migrate` service) brings it up to date; the migration is
    // marked run again by hand, since its tables are there.
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last.name}, ${last.timestamp})`.execute(
      db,
    );
    const migrated = await runScript('apps/server/src/db/migrate-cli.ts', [], {
      DATABASE_URL: database.url ?? '',
    });
    expect(migrated.output).toContain('Database already up to date.');
    expect(await schemaBehind(db)).toEqual([]);
  });
});

/** The house vendor's production process against the platform's, answering once it serves. */
async function startHouseVendor(platformPort: string) {
  const child = spawn(process.execPath, ['apps/house-vendor/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...PRODUCTION,
      HOUSE_VENDOR_PORT: '0',
      PLATFORM_WALLET_URL: `http://127.0.0.1:${platformPort}/vendor-wallet/v1`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const port = await new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the house vendor exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    lines,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

describe('production processes: JSON logs, one request id across the wallet calls', () => {
  let platform: ServerProcess;
  let vendor: Awaited<ReturnType<typeof startHouseVendor>>;

  beforeAll(async () => {
    platform = await startServerProcess({
      ...PRODUCTION,
      WEB_DIST: join(builds, 'web'),
      CONSOLE_DIST: join(builds, 'console'),
      DATABASE_URL: database.url ?? '',
      MIGRATE_AT_START: 'false',
    });
    vendor = await startHouseVendor(platform.port);
  });
  afterAll(async () => {
    await vendor?.stop();
    await platform?.stop();
  });

  it('serves the site it was given, as built, and is ready', async () => {
    const page = await fetch(`http://127.0.0.1:${platform.port}/`);
    expect(await page.text()).toContain('<title>built web</title>');
    expect((await fetch(`http://127.0.0.1:${platform.port}/readyz`)).status).toBe(200);
  });

  it("logs a house game round under the player's request id on both sides", async () => {
    const { db } = database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const memberId = await testMember(db, merchant.id, `prod${randomBytes(4).toString('hex')}`);
    const main = await accountFor(db, merchant, 'member.main', { memberId });
    await deposit(db, merchant, main, 10_000n, `production-start-${memberId}`);
    const token = await houseGameToken(db, { merchantId: merchant.id, memberId }, HOUSE_GAMES.slot);

    const launch = await fetch(`${vendor.url}/play?game=${HOUSE_GAMES.slot}&mode=real&token=${token}`, {
      redirect: 'manual',
    });
    expect(launch.status).toBe(303);
    const session = launch.headers.get('location')?.slice('/game/'.length);
    const requestId = randomUUID();
    const round = await fetch(`${vendor.url}/api/sessions/${session}/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ stake: '1.00', choice: { game: 'slot' } }),
    });
    expect(round.status).toBe(200);
    expect(round.headers.get('x-request-id')).toBe(requestId);

    // The vendor logs each wallet call under the round's request; the platform keeps each call in
    // its wallet call log (not as log lines: vendor-wallet/routes.ts) with the same id.
    await expect
      .poll(() =>
        entriesOf(vendor.lines)
          .filter((entry) => entry.reqId === requestId)
          .map((entry) => entry.msg),
      )
      .toEqual([
        'wallet debit OK',
        'wallet credit OK',
        expect.stringMatching(/^POST \/api\/sessions\/\w+\/rounds 200/),
      ]);
    // The platform's process writes its call log in batches, moments after the calls (call-log.ts).
    const calls = () =>
      db
        .selectFrom('vendor_calls')
        .select(['operation', 'answer_code'])
        .where('request_id', '=', requestId)
        .orderBy('id')
        .execute();
    await expect.poll(calls, { timeout: 5000 }).toEqual([
      { operation: 'debit', answer_code: 'OK' },
      { operation: 'credit', answer_code: 'OK' },
    ]);
    // The round moved the member's money once: the stake out, the win in.
    const { round: played } = (await round.json()) as { round: { win: string } };
    const [after] = await balancesOf(db, [main]);
    expect(after?.balance).toBe(10_000n - 100n + (parseMoney(played.win, 2) ?? -1n));
    await expectLedgerHealthy(db);
  });

  it('drains and exits 0 on SIGTERM, as tini hands it on', async () => {
    expect(await vendor.stop()).toBe(0);
    expect(await platform.stop()).toBe(0);
    // A job already running when the signal came may finish and say so after it; nothing fails.
    const entries = entriesOf(platform.lines);
    const shutdown = entries.findIndex((entry) => entry.msg === 'shutting down');
    expect(shutdown).toBeGreaterThanOrEqual(0);
    expect(entries.slice(shutdown).filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });
});
