-- Windows over settled play (agent pay, points, rebates) read bets by their settle time, but a bet is
-- stamped inside the transaction that settles it, which may commit long after: a window already read
-- would never see it. Every stamp of settled play now takes a shared lock for the rest of its
-- transaction and is raised to the barrier: the end of the latest window a reader has closed. A reader
-- closes a window by taking the lock exclusively (so every stamping transaction still open commits or
-- aborts first) and raising the barrier to the window's end; a transaction stamping afterwards lands at
-- or after that end, in a window not yet read. The barrier is a sequence (milliseconds since the epoch)
-- because a sequence is read outside any snapshot: even a transaction whose snapshot predates the
-- barrier's rise sees it.
CREATE SEQUENCE settled_play_barrier MINVALUE 0 START 0;

CREATE FUNCTION settled_play_stamp(stamp timestamptz) RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  barrier timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('settled-play-window', 0));
  SELECT timestamptz 'epoch' + last_value * interval '1 millisecond' INTO barrier FROM settled_play_barrier;
  RETURN greatest(stamp, barrier);
END $$;

CREATE FUNCTION lottery_bets_settled_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settled_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.settled_at IS DISTINCT FROM OLD.settled_at) THEN
    NEW.settled_at := settled_play_stamp(NEW.settled_at);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER lottery_bets_settled_stamp BEFORE INSERT OR UPDATE OF settled_at ON lottery_bets
  FOR EACH ROW EXECUTE FUNCTION lottery_bets_settled_stamp();

CREATE FUNCTION game_rounds_closed_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.closed_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.closed_at IS DISTINCT FROM OLD.closed_at) THEN
    NEW.closed_at := settled_play_stamp(NEW.closed_at);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER game_rounds_closed_stamp BEFORE INSERT OR UPDATE OF closed_at ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_rounds_closed_stamp();
