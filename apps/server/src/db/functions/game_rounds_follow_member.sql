-- A member's removal takes their game rounds with it (0297), as the rounds' foreign key to the member
-- did with ON DELETE CASCADE; game_rounds_keep_paid still refuses it for a round with money on it.
CREATE OR REPLACE FUNCTION game_rounds_follow_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_rounds WHERE member_id = OLD.id;
  RETURN OLD;
END
$$;
