-- settled_play_stamp of 0072, taking the barrier's shared lock and reading the barrier once per
-- transaction instead of once per row: settling 100,000 bets paid both for every bet. Reading it once
-- is exact: from the first stamp on, the transaction holds the shared lock, and the barrier only rises
-- under the exclusive one, so it cannot move before this transaction ends. The value is kept in a
-- transaction-local setting, which a rolled-back savepoint undoes together with the lock it took there.
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
