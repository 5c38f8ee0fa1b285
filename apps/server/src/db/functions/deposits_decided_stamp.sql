-- A deposit's decision time goes through settled_play_stamp, as settled play does (0078): the points
-- job reads credited deposits by it.
CREATE OR REPLACE FUNCTION deposits_decided_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.decided_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.decided_at IS DISTINCT FROM OLD.decided_at) THEN
    NEW.decided_at := settled_play_stamp(NEW.decided_at);
  END IF;
  RETURN NEW;
END $$;
