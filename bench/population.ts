import { type Kysely, sql } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { Merchant } from '../apps/server/src/platform/merchant.ts';

/**
 * How many members a bench's brand holds besides its players. A platform's tables are never as small
 * as a new database's: on a table of a page or two PostgreSQL plans a lookup by key as a scan of the
 * table, and PL/pgSQL keeps that plan for the session (a generic plan) while the bench's own writes
 * grow the table under it. In production the same lookups meet thousands of rows and take the index.
 */
const BACKGROUND_MEMBERS = 5000;

/**
 * `count` members of the brand who do not play in the run, each with an empty main wallet (no entry,
 * so the ledger's invariants hold as they are), written in one statement. Their accounts give
 * `ledger_accounts` the size a brand's has; the rows of play a bench keeps between its runs (its
 * warm-up's) do the same for the tables of play.
 */
export async function backgroundMembers(db: Kysely<DB>, brand: Merchant, count = BACKGROUND_MEMBERS) {
  await sql`WITH added AS (
      INSERT INTO members (merchant_id, account, account_key, password_hash, language)
      SELECT ${brand.id}, 'benchbackground' || g, 'benchbackground' || g, '!', 'EN'
      FROM generate_series(1, ${count}) AS g
      RETURNING id
    )
    INSERT INTO ledger_accounts (merchant_id, currency, kind, member_id, may_go_negative)
    SELECT ${brand.id}, ${brand.currency}, 'member.main', added.id, false FROM added`.execute(db);
}
