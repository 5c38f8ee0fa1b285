-- Seamless debits that arrived together, as one statement and so one transaction (issue 25's group
-- commit): each row runs vendor_debit in turn and gets its own outcome and answer, as if it had been
-- sent alone; the batch shares one round trip, one commit and one WAL flush. The rows run in the
-- order of the player's account, in arrival order within one account: two batches in flight then
-- lock the players' accounts in one order, and do not deadlock on a player debiting in both. A
-- refusal writes nothing (vendor_debit decides every refusal before its first write), so a refused
-- row needs no undoing inside the batch. A row that fails the statement (a serialization failure, a
-- deadlock) undoes the whole batch: the caller then sends each row alone. The rows are a JSON array
-- (one parameter whatever the batch's size); binary fields are hex.
CREATE OR REPLACE FUNCTION vendor_debit_batch(p_debits jsonb)
RETURNS TABLE (ordinal integer, outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  FOR d IN
    SELECT x.*, (x.ordinality - 1)::integer AS at FROM ROWS FROM (jsonb_to_recordset(p_debits) AS (
      provider text, transaction_id text, fingerprint text, merchant_id bigint, member_id bigint,
      round_id text, game_id bigint, amount bigint, main_account bigint, house_account bigint,
      ledger_key text, ledger_fingerprint text, memo jsonb, player_id text, currency text, scale integer,
      nonce text, min_cycle_ms integer, now timestamptz, exclusion_mark bigint, counts_play boolean,
      pool_accounts bigint[], pool_shares bigint[]
    )) WITH ORDINALITY AS x
    ORDER BY x.main_account, x.ordinality
  LOOP
    RETURN QUERY
    SELECT d.at, done.outcome, done.answer
    FROM vendor_debit(
      d.provider, d.transaction_id, decode(d.fingerprint, 'hex'), d.merchant_id, d.member_id, d.round_id,
      d.game_id, d.amount, d.main_account, d.house_account, d.ledger_key, decode(d.ledger_fingerprint, 'hex'),
      d.memo, d.player_id, d.currency, d.scale, d.nonce, d.min_cycle_ms, d.now, d.exclusion_mark,
      d.counts_play, false, d.pool_accounts, d.pool_shares
    ) AS done;
  END LOOP;
END
$$;
