-- Raises a stamp of settled play (or of a deposit's decision) to the barrier: the end of the latest
-- window a reader has closed (0072). It takes the barrier's shared lock and reads the barrier once per
-- transaction, not per row (0079). Reading it once is exact: from the first stamp on, the transaction
-- holds the shared lock, and the barrier only rises under the exclusive one, so it cannot move before
-- this transaction ends. The value is kept in a transaction-local setting, which a rolled-back
-- savepoint undoes together with the lock it took there.
CREATE OR REPLACE FUNCTION settled_play_stamp(stamp timestamptz) RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  barrier text := current_setting('settled_play.barrier', true);
BEGIN
  IF barrier IS NULL OR barrier = '' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('settled-play-window', 0));
    SELECT last_value::text INTO barrier FROM settled_play_barrier;
    PERFORM set_config('settled_play.barrier', barrier, true);
  END IF;
  RETURN greatest(stamp, timestamptz 'epoch' + barrier::bigint * interval '1 millisecond');
END $$;
