import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from './modules/operator/service.ts';
import { resolveMerchant } from './modules/system/service.ts';
import { runScript } from './test/run-script.ts';
import { openTestDatabase, type TestDatabase } from './test/test-database.ts';

/** A process of its own needs a database it can reach: PostgreSQL (the embedded one is in memory here). */
const onPostgres = process.env.DATABASE_URL !== undefined;

describe.skipIf(!onPostgres)('npm run operator -- console-hosts', () => {
  let database: TestDatabase;
  let demoId: bigint;
  const operator = (...args: string[]) =>
    runScript('apps/server/src/operator-cli.ts', args, { DATABASE_URL: database.url ?? '' });
  const hostsOfDemo = () =>
    database.db
      .selectFrom('merchant_domains')
      .select(['host', 'site'])
      .where('merchant_id', '=', demoId)
      .orderBy('host')
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    const demo = await resolveMerchant(database.db, { code: 'demo', host: '' });
    if (!demo) throw new Error('no demo brand');
    demoId = demo.id;
    await createOperator(database.db, { account: 'keeper', roles: ['admin'], merchantIds: [] });
    await createOperator(database.db, { account: 'gone', roles: ['admin'], merchantIds: [] });
    await database.db
      .updateTable('operators')
      .set({ status: 'DISABLED' })
      .where('account', '=', 'gone')
      .execute();
    await database.db
      .insertInto('merchant_domains')
      .values({ host: 'console.demo-cli.example', merchant_id: demoId, site: 'console', is_primary: false })
      .execute();
  });
  afterAll(() => database?.close());

  it('lists a brand’s console hosts and takes the console off them, audited in the staff member’s name', async () => {
    const before = await hostsOfDemo();
    const listed = await operator('console-hosts', 'demo');
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain('Console hosts of demo: console.demo-cli.example');

    const cleared = await operator('console-hosts', 'demo', '--clear', '--by', 'Keeper');
    expect(cleared.code, cleared.output).toBe(0);
    expect(cleared.output).toContain('removed: console.demo-cli.example');
    // The brand's other hosts stay as they were.
    expect(await hostsOfDemo()).toEqual(before.filter(({ site }) => site !== 'console'));
    const [entry] = await database.db
      .selectFrom('staff_actions')
      .innerJoin('operators', 'operators.id', 'staff_actions.operator_id')
      .select([
        'operators.account',
        'staff_actions.action',
        'staff_actions.merchant_id',
        'staff_actions.detail',
      ])
      .where('staff_actions.action', '=', 'brand.hosts.update')
      .execute();
    expect(entry).toMatchObject({ account: 'keeper', merchant_id: demoId, detail: { via: 'command line' } });
    expect(JSON.stringify(entry?.detail)).toContain('console.demo-cli.example');

    const again = await operator('console-hosts', 'demo');
    expect(again.output).toContain('Brand demo has no console host.');
    const nothing = await operator('console-hosts', 'demo', '--clear', '--by', 'keeper');
    expect([nothing.code, nothing.output]).toEqual([0, expect.stringContaining('nothing changed')]);
  }, 120_000);

  it('refuses an unknown brand, a staff account that is unknown or disabled, and a clear without --by', async () => {
    const noBrand = await operator('console-hosts', 'nosuch');
    expect([noBrand.code, noBrand.output]).toEqual([1, expect.stringContaining('No brand nosuch')]);
    for (const by of ['nobody', 'gone']) {
      const refused = await operator('console-hosts', 'demo', '--clear', '--by', by);
      expect([refused.code, refused.output]).toEqual([
        1,
        expect.stringContaining(`No active staff account ${by}`),
      ]);
    }
    for (const args of [['--clear'], ['--by', 'keeper'], []]) {
      const usage = await operator('console-hosts', ...args);
      expect(usage.code, args.join(' ')).toBe(2);
    }
    expect(
      await database.db
        .selectFrom('staff_actions')
        .select('id')
        .where('action', '=', 'brand.hosts.update')
        .execute(),
    ).toHaveLength(1);
  }, 120_000);
});
