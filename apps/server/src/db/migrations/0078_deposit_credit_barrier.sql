-- The points job reads credited deposits by their decision time, as it reads settled play (0072): a
-- deposit credited in a transaction that commits after the job read its window would never earn its
-- points. Deposit decisions are stamped under the same barrier.
CREATE FUNCTION deposits_decided_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.decided_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.decided_at IS DISTINCT FROM OLD.decided_at) THEN
    NEW.decided_at := settled_play_stamp(NEW.decided_at);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER deposits_decided_stamp BEFORE INSERT OR UPDATE OF decided_at ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_decided_stamp();
