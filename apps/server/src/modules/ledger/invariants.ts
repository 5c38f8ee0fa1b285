import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type Violation = {
  invariant: 'I1' | 'I2' | 'I3' | 'I4' | 'I5' | 'I7';
  detail: Record<string, unknown>;
};
/** I6: something for staff to look at (a provider owes a round its end), not money gone wrong. */
type Alert = { invariant: 'I6'; detail: Record<string, unknown>; alert: true };

/**
 * The ledger's invariants (docs/reliability.md, invariants), each a query that finds no rows when the ledger
 * is healthy: I1 every brand's balances sum to zero per currency; I2 every balance and version replays from
 * its entries; I3 every transfer has two or more entries summing to zero, each on an account of the
 * transfer's brand, and no entry lacks its transfer; I4 every account's entries chain, each starting where
 * the previous ended; I5 no person's account or entry is negative; I7 every jackpot pool holds its seed
 * funding plus the stakes' contributions (less those given back) less its wins and what its closing gave back, and nothing else moved it. I6, an alert rather than a failure, finds
 * open game rounds with no call for over 24 hours.
 */
const queries = (scope: RawBuilder<unknown> | null) => {
  const accounts = (column: string) => (scope ? sql`AND ${sql.ref(column)} = ANY(${scope})` : sql``);
  return {
    I1: sql`SELECT merchant_id, currency, sum(balance) AS total
      FROM ledger_accounts GROUP BY merchant_id, currency HAVING sum(balance) <> 0`,
    I2: sql`SELECT account.id AS account_id, account.balance, account.version,
        coalesce(sum(entry.amount), 0) AS replayed_balance, count(entry.id) AS entry_count
      FROM ledger_accounts AS account
        LEFT JOIN ledger_entries AS entry ON entry.account_id = account.id ${accounts('entry.account_id')}
      WHERE true ${accounts('account.id')}
      GROUP BY account.id
      HAVING account.balance <> coalesce(sum(entry.amount), 0) OR account.version <> count(entry.id)`,
    // Entries name their transfer without a foreign key (migration 0041): an entry whose transfer is
    // missing, or on an account of another brand than its transfer's, breaks I3 too.
    I3: sql`SELECT coalesce(transfer.id, entry.transfer_id) AS transfer_id, count(entry.id) AS entry_count,
        coalesce(sum(entry.amount), 0) AS total,
        count(entry.id) FILTER (WHERE transfer.id IS NULL) AS entries_without_transfer,
        count(entry.id) FILTER (WHERE account.merchant_id IS DISTINCT FROM transfer.merchant_id) AS entries_of_another_brand
      FROM ledger_transfers AS transfer
        FULL JOIN ledger_entries AS entry ON entry.transfer_id = transfer.id
        LEFT JOIN ledger_accounts AS account ON account.id = entry.account_id
      WHERE ${scope ? sql`coalesce(transfer.id, entry.transfer_id) IN (SELECT transfer_id FROM ledger_entries WHERE account_id = ANY(${scope}))` : sql`true`}
      GROUP BY coalesce(transfer.id, entry.transfer_id)
      HAVING count(entry.id) < 2 OR coalesce(sum(entry.amount), 0) <> 0
        OR count(entry.id) FILTER (WHERE transfer.id IS NULL) > 0
        OR count(entry.id) FILTER (WHERE account.merchant_id IS DISTINCT FROM transfer.merchant_id) > 0`,
    I4: sql`SELECT account_id, account_version, balance_before, previous_after, position
      FROM (
        SELECT account_id, account_version, balance_before,
          lag(balance_after, 1, 0::bigint) OVER chain AS previous_after,
          row_number() OVER chain AS position
        FROM ledger_entries WHERE true ${accounts('account_id')}
        WINDOW chain AS (PARTITION BY account_id ORDER BY account_version)
      ) AS chained
      WHERE balance_before <> previous_after OR account_version <> position`,
    I5: sql`SELECT account.id AS account_id, account.balance, min(entry.balance_after) AS lowest
      FROM ledger_accounts AS account
        LEFT JOIN ledger_entries AS entry ON entry.account_id = account.id ${accounts('entry.account_id')}
      WHERE NOT account.may_go_negative ${accounts('account.id')}
      GROUP BY account.id
      HAVING account.balance < 0 OR min(entry.balance_after) < 0`,
    // A pool moves only by its seed (in), the debits' shares (in, and out when a debit is given back),
    // its wins (out) and its closing (back to the house, whichever way empties it): any other kind, or
    // a seed or win the wrong way, is money gone astray.
    I7: sql`SELECT account.id AS account_id, account.sub_key AS jackpot, account.balance,
        coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'jackpot.seed'), 0) AS seeded,
        coalesce(sum(entry.amount) FILTER (WHERE transfer.kind IN ('game.debit', 'game.rollback', 'game.refund')), 0) AS contributed,
        -coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'game.jackpot'), 0) AS won,
        -coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'jackpot.close'), 0) AS closed
      FROM ledger_accounts AS account
        LEFT JOIN ledger_entries AS entry ON entry.account_id = account.id
        LEFT JOIN ledger_transfers AS transfer ON transfer.id = entry.transfer_id
      WHERE account.kind = 'system.jackpot' ${accounts('account.id')}
      GROUP BY account.id
      HAVING account.balance <> coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'jackpot.seed'), 0)
          + coalesce(sum(entry.amount) FILTER (WHERE transfer.kind IN ('game.debit', 'game.rollback', 'game.refund')), 0)
          + coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'game.jackpot'), 0)
          + coalesce(sum(entry.amount) FILTER (WHERE transfer.kind = 'jackpot.close'), 0)
        OR count(entry.id) FILTER (WHERE transfer.kind = 'jackpot.seed' AND entry.amount < 0) > 0
        OR count(entry.id) FILTER (WHERE transfer.kind = 'game.jackpot' AND entry.amount > 0) > 0`,
    // A round stays open 24 hours from its last call (migration 0076), however long ago it opened,
    // or its provider's longer idle time (0266: a sports bet waits for its event).
    I6: sql`SELECT r.id AS game_round_id, r.merchant_id, r.provider_code, r.round_id, r.opened_at,
        r.last_activity_at
      FROM game_rounds AS r JOIN game_providers AS p ON p.code = r.provider_code
      WHERE r.status = 'open' AND r.last_activity_at < now() - interval '24 hours'
        AND r.last_activity_at < now() - make_interval(mins => greatest(coalesce(p.round_idle_minutes, 0), 1440))
      ORDER BY r.last_activity_at`,
  };
};

type Invariant = keyof ReturnType<typeof queries>;
const isAlert = (invariant: Invariant): invariant is Alert['invariant'] => invariant === 'I6';
type Options = { accountIds?: readonly bigint[]; withAlerts?: boolean };

/**
 * Every broken invariant, with the rows that break it; empty when the ledger is healthy. With
 * `accountIds`, I2 to I5 look only at those accounts and the transfers that touch them (I1, a sum
 * over the accounts alone, always looks at all): a check cheap enough to run after every movement
 * of a few accounts, in a ledger of any size. Alerts (I6) only when asked for: a round left open is
 * the provider's to end, and a check that fails on it would call a healthy ledger broken.
 */
export async function ledgerViolations(
  db: Kysely<DB>,
  options?: Options & { withAlerts?: false },
): Promise<Violation[]>;
export async function ledgerViolations(
  db: Kysely<DB>,
  options: Options & { withAlerts: true },
): Promise<(Violation | Alert)[]>;
export async function ledgerViolations(
  db: Kysely<DB>,
  { accountIds, withAlerts = false }: Options = {},
): Promise<(Violation | Alert)[]> {
  const found: (Violation | Alert)[] = [];
  const scope = accountIds ? sql`${`{${accountIds.join(',')}}`}::bigint[]` : null;
  for (const [invariant, query] of Object.entries(queries(scope)) as [Invariant, RawBuilder<unknown>][]) {
    if (isAlert(invariant) && !withAlerts) continue;
    const { rows } = await query.execute(db);
    for (const row of rows) {
      const detail = row as Record<string, unknown>;
      found.push(isAlert(invariant) ? { invariant, detail, alert: true } : { invariant, detail });
    }
  }
  return found;
}

/**
 * Whether I1 to I5 hold, for a watch that asks again and again (the metrics' ledger gauge): each
 * query stops at its first offending row, and none may run longer than `timeoutMs` (a statement
 * timeout, which throws), so a broken or very large ledger costs bounded time and never a list of
 * every row. Read only, in one transaction whose timeout ends with it.
 */
export async function isLedgerHealthy(
  db: Kysely<DB>,
  { timeoutMs }: { timeoutMs: number },
): Promise<boolean> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      for (const [invariant, query] of Object.entries(queries(null)) as [Invariant, RawBuilder<unknown>][]) {
        if (isAlert(invariant)) continue;
        const { rows } = await sql<{ broken: boolean }>`SELECT EXISTS (${query}) AS broken`.execute(trx);
        if (rows[0]?.broken) return false;
      }
      return true;
    });
}
