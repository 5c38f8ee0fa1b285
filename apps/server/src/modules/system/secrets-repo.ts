import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The secret named `name`: `candidate` when none was kept yet, else the one kept first. */
export async function keptSecret(db: Kysely<DB>, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('deployment_secrets')
    .values({ name, value: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('deployment_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The secret named `name` if one was kept, making none. */
export async function findKeptSecret(db: Kysely<DB>, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('deployment_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}
