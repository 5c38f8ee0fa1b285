-- Copies of one provider call are decided by its transaction id first: every call that writes under
-- an id (and a rollback, under the debit id it may tombstone) takes this lock before it looks at
-- what the id has, so a copy arriving at the same moment waits and then answers what the first
-- answered, whatever the round has become meanwhile. Held to the end of the transaction.
CREATE OR REPLACE FUNCTION vendor_lock_transaction_id(p_provider text, p_transaction_id text)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(p_provider || '/' || p_transaction_id, 18))
$$;
