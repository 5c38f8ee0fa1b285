-- A game round's close time goes through settled_play_stamp (0072).
CREATE OR REPLACE FUNCTION game_rounds_closed_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.closed_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.closed_at IS DISTINCT FROM OLD.closed_at) THEN
    NEW.closed_at := settled_play_stamp(NEW.closed_at);
  END IF;
  RETURN NEW;
END $$;
