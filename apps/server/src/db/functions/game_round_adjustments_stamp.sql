-- An adjustment of a closed round's win goes through settled_play_stamp, as the round's close did
-- (0291): agent pay reads it by this time, in the window in which it was made.
CREATE OR REPLACE FUNCTION game_round_adjustments_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.adjusted_at := settled_play_stamp(NEW.adjusted_at);
  RETURN NEW;
END $$;
