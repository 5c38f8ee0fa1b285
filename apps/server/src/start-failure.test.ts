import { createServer } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { startFailureMessage } from './start-failure.ts';

const context = { port: 8080, host: '0.0.0.0' };

/** What start-up meets when it first queries PostgreSQL at `url`. */
async function failureOf(url: string): Promise<unknown> {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  try {
    await sql`select 1`.execute(database.db);
    throw new Error('the query was answered');
  } catch (error) {
    return error;
  } finally {
    await database.close();
  }
}

describe('a failed start-up in one line', () => {
  it('names a busy port and how to move', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    const { port } = busy.address() as { port: number };
    const error = await new Promise((resolve) => createServer().once('error', resolve).listen(port));
    busy.close();
    expect(startFailureMessage('listen', error, { ...context, port })).toBe(
      `port ${port} is in use: set PORT=<another port>, or stop the other process`,
    );
    expect(startFailureMessage('metrics', error, { ...context, port })).toBe(
      `port ${port} is in use: set METRICS_PORT=<another port>, or stop the other process`,
    );
  });

  it('names PostgreSQL down, without the password of DATABASE_URL', async () => {
    const databaseUrl = 'postgres://app:s3cret@127.0.0.1:1/platform';
    const message = startFailureMessage('database', await failureOf(databaseUrl), {
      ...context,
      databaseUrl,
    });
    expect(message).toBe(
      'cannot reach PostgreSQL at 127.0.0.1:1/platform (ECONNREFUSED): start PostgreSQL, or fix DATABASE_URL (unset, the embedded database is used)',
    );
  });

  it('names a database that does not exist', async () => {
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = '/no_such_database_here';
    const databaseUrl = url.toString();
    const message = startFailureMessage('database', await failureOf(databaseUrl), {
      ...context,
      databaseUrl,
    });
    expect(message).toBe(
      `the database ${url.host}/no_such_database_here does not exist: create it (createdb), or fix DATABASE_URL`,
    );
  });

  it('leaves an error of ours to its stack', () => {
    expect(startFailureMessage('database', new TypeError('x is undefined'), context)).toBeUndefined();
  });
});
