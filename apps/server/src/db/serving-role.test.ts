import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';
import { grantServingRole, roleOf } from './serving-role.ts';

/**
 * The app served as a role that owns nothing (DATABASE_OWNER_URL migrates): it works with rows, and
 * cannot touch the schema, so not even a stolen serving password can switch the audit log's guard off.
 */
const onPostgres = process.env.DATABASE_URL !== undefined;

describe.skipIf(!onPostgres)('the serving role', () => {
  let owner: TestDatabase;
  let serving: { db: Kysely<DB>; close: () => Promise<void> };
  const role = `serving_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    owner = await openTestDatabase();
    await sql`CREATE ROLE ${sql.id(role)} LOGIN`.execute(owner.db);
    await grantServingRole(owner.db, role);
    const url = new URL(owner.url ?? '');
    url.username = role;
    url.password = '';
    serving = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
    expect(roleOf(url.toString())).toBe(role);
  });
  afterAll(async () => {
    await serving?.close();
    await sql`DROP OWNED BY ${sql.id(role)}`.execute(owner.db);
    await sql`DROP ROLE ${sql.id(role)}`.execute(owner.db);
    await owner?.close();
  });

  it('writes rows and the audit log, with nothing left to migrate', async () => {
    const { id } = await serving.db
      .insertInto('operators')
      .values({ account: 'role.probe', account_key: 'role.probe', password_hash: 'x', roles: ['admin'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await serving.db
      .insertInto('staff_actions')
      .values({
        operator_id: id,
        merchant_id: null,
        action: 'staff.probe',
        subject: 'operator:1',
        detail: '{}',
      })
      .execute();
    await serving.db.updateTable('operators').set({ status: 'DISABLED' }).where('id', '=', id).execute();
    expect(await migrateToLatest(owner.db)).toEqual([]);
  });

  it('cannot change the schema, switch the audit log’s trigger off, or change the log', async () => {
    const refused = (statement: ReturnType<typeof sql>) =>
      expect(statement.execute(serving.db)).rejects.toThrow();
    await refused(sql`ALTER TABLE staff_actions DISABLE TRIGGER staff_actions_append_only`);
    await refused(sql`DROP TRIGGER staff_actions_append_only ON staff_actions`);
    await refused(sql`CREATE TABLE probe (id int)`);
    await refused(sql`TRUNCATE staff_actions`);
    await refused(sql`UPDATE staff_actions SET reason = 'nothing happened'`);
    await refused(sql`DELETE FROM staff_actions`);
    await expect(sql`UPDATE staff_actions SET reason = 'x'`.execute(serving.db)).rejects.toThrow(
      /permission denied/,
    );
    await expect(sql`ALTER TABLE staff_actions DISABLE TRIGGER ALL`.execute(serving.db)).rejects.toThrow(
      /must be owner/,
    );
  });
});
