-- What a provider's transaction id already answers, if it is taken: its first answer (REPLAY) when
-- the request is the same, TRANSACTION_ROLLED_BACK for a debit a rollback tombstoned, else
-- DUPLICATE_TRANSACTION; and the nonce of the call that took it (0294), so that the debit reads its
-- copies' nonce in the same lookup. No row when the id is free.
DROP FUNCTION IF EXISTS vendor_taken_outcome(text, text, bytea);
CREATE OR REPLACE FUNCTION vendor_taken_outcome(p_provider text, p_transaction_id text, p_fingerprint bytea)
RETURNS TABLE (outcome text, answer jsonb, nonce text) LANGUAGE sql STABLE AS $$
  SELECT
    CASE
      WHEN t.kind = 'tombstone' THEN 'TRANSACTION_ROLLED_BACK'
      WHEN t.fingerprint = p_fingerprint THEN 'REPLAY'
      ELSE 'DUPLICATE_TRANSACTION'
    END,
    CASE WHEN t.kind <> 'tombstone' AND t.fingerprint = p_fingerprint THEN t.answer END,
    t.nonce
  FROM vendor_transactions AS t
  WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction_id
$$;
