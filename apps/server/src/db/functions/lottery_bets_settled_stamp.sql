-- A lottery bet's settle time goes through settled_play_stamp (0072).
CREATE OR REPLACE FUNCTION lottery_bets_settled_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settled_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.settled_at IS DISTINCT FROM OLD.settled_at) THEN
    NEW.settled_at := settled_play_stamp(NEW.settled_at);
  END IF;
  RETURN NEW;
END $$;
