import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { afterCommit } from './after-commit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await sql`CREATE TABLE after_commit_probe (id int)`.execute(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** Whether another connection sees the probe row `id`, as an instance reading after a signal would. */
async function seen(id: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM after_commit_probe WHERE id = ${id}`.execute(database.db);
  return rows.length > 0;
}

describe('work queued after a commit', () => {
  it('runs once the transaction commits, when its writes are visible, and not before', async () => {
    const ran: boolean[] = [];
    await database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO after_commit_probe VALUES (1)`.execute(trx);
      await afterCommit(trx, () => {
        ran.push(true);
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual([true]);
    expect(await seen(1)).toBe(true);
  });

  it('never runs when the transaction rolls back, nor in the next transaction on its connection', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO after_commit_probe VALUES (2)`.execute(trx);
        await afterCommit(trx, () => {
          ran.push('rolled back');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.transaction().execute(async (trx) => {
      await afterCommit(trx, () => {
        ran.push('committed');
      });
    });
    expect(ran).toEqual(['committed']);
    expect(await seen(2)).toBe(false);
  });

  it('runs at once outside a transaction, whose statements committed as they ran', async () => {
    let ran = false;
    await afterCommit(database.db, () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
