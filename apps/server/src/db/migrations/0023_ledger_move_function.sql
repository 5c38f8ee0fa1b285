-- The ledger's one-statement transfer as a PL/pgSQL function. A plain parameterised statement is
-- planned again on every call, and for this six-part statement planning costs as much as running
-- it; PL/pgSQL keeps the plan for the life of the connection, which halves the cost of a transfer
-- (measured with bench/ledger.ts). What it does is exactly the statement it wraps: lock the legs'
-- accounts in id order, check them, record the transfer unless its key is taken, move the balances
-- and write the entries, all or nothing, in the caller's transaction.
CREATE FUNCTION ledger_move(
  p_merchant_id bigint,
  p_idempotency_key text,
  p_kind text,
  p_fingerprint bytea,
  p_reverses_id bigint,
  p_memo jsonb,
  p_account_ids bigint[],
  p_amounts bigint[]
) RETURNS TABLE (
  found bigint,
  overdrawn bigint,
  foreign_accounts bigint,
  currencies bigint,
  transfer_id bigint,
  created_at timestamptz,
  account_id bigint,
  amount bigint,
  balance_before bigint,
  balance_after bigint,
  account_version bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH legs AS (
    SELECT * FROM unnest(p_account_ids, p_amounts) AS leg (account_id, amount)
  ),
  locked AS (
    SELECT account.id, account.merchant_id, account.currency, account.may_go_negative, account.balance, leg.amount
    FROM ledger_accounts AS account JOIN legs AS leg ON leg.account_id = account.id
    ORDER BY account.id
    FOR UPDATE OF account
  ),
  verdict AS (
    SELECT count(*) AS found,
      count(*) FILTER (WHERE NOT locked.may_go_negative AND locked.balance + locked.amount < 0) AS overdrawn,
      count(*) FILTER (WHERE locked.merchant_id <> p_merchant_id) AS foreign_accounts,
      count(DISTINCT locked.currency) AS currencies
    FROM locked
  ),
  recorded AS (
    INSERT INTO ledger_transfers (merchant_id, idempotency_key, kind, fingerprint, reverses_id, memo)
    SELECT p_merchant_id, p_idempotency_key, p_kind, p_fingerprint, p_reverses_id, p_memo
    FROM verdict
    WHERE verdict.found = cardinality(p_account_ids) AND verdict.overdrawn = 0
      AND verdict.foreign_accounts = 0 AND verdict.currencies = 1
    ON CONFLICT ON CONSTRAINT ledger_transfers_key_per_brand DO NOTHING
    RETURNING ledger_transfers.id, ledger_transfers.created_at
  ),
  moved AS (
    UPDATE ledger_accounts AS account
    SET balance = account.balance + leg.amount, version = account.version + 1
    FROM locked AS leg
    WHERE account.id = leg.id AND EXISTS (SELECT 1 FROM recorded)
    RETURNING account.id, account.balance, account.version, leg.amount
  ),
  written AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    SELECT recorded.id, moved.id, moved.amount, moved.balance - moved.amount, moved.balance, moved.version
    FROM moved CROSS JOIN recorded
    RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_before,
      ledger_entries.balance_after, ledger_entries.account_version
  )
  SELECT verdict.found, verdict.overdrawn, verdict.foreign_accounts, verdict.currencies,
    recorded.id, recorded.created_at, written.account_id, written.amount, written.balance_before,
    written.balance_after, written.account_version
  FROM verdict LEFT JOIN recorded ON true LEFT JOIN written ON true
  ORDER BY written.account_id;
END
$$;
