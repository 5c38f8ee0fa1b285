-- The ledger's one-statement transfer: lock the legs' accounts in id order, check them, record the
-- transfer unless its key is taken, move the balances and write the entries, all or nothing, in the
-- caller's transaction. PL/pgSQL keeps the plan for the life of the connection (0023); the generic plan
-- is forced because PL/pgSQL's plan cache otherwise kept planning a custom plan on every call for a
-- statement over array parameters (0030), and the legs are found by `id = ANY (ids)`, an index scan
-- whatever the table's size (0066). The plan does not depend on the values: the legs are locked in id
-- order by the sort under FOR UPDATE whatever plan runs. An account named twice is refused.
CREATE OR REPLACE FUNCTION ledger_move(
  p_merchant_id bigint, p_idempotency_key text, p_kind text, p_fingerprint bytea, p_reverses_id bigint,
  p_memo jsonb, p_account_ids bigint[], p_amounts bigint[]
) RETURNS TABLE (
  found bigint, overdrawn bigint, foreign_accounts bigint, currencies bigint, transfer_id bigint,
  created_at timestamptz, account_id bigint, amount bigint, balance_before bigint, balance_after bigint,
  account_version bigint
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH locked AS (
    SELECT account.id, account.merchant_id, account.currency, account.may_go_negative, account.balance,
      p_amounts[array_position(p_account_ids, account.id)] AS amount
    FROM ledger_accounts AS account
    WHERE account.id = ANY (p_account_ids)
    ORDER BY account.id
    FOR UPDATE OF account
  ),
  verdict AS (
    SELECT count(*) AS found,
      count(*) FILTER (WHERE NOT locked.may_go_negative AND locked.balance + locked.amount < 0) AS overdrawn,
      count(*) FILTER (WHERE locked.merchant_id <> p_merchant_id) AS foreign_accounts,
      CASE WHEN count(*) = 0 THEN 0 WHEN min(locked.currency) = max(locked.currency) THEN 1 ELSE 2 END::bigint
        AS currencies
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
    SET balance = account.balance + p_amounts[array_position(p_account_ids, account.id)], version = account.version + 1
    WHERE account.id = ANY (p_account_ids) AND EXISTS (SELECT 1 FROM recorded)
    RETURNING account.id, account.balance, account.version, p_amounts[array_position(p_account_ids, account.id)] AS amount
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
