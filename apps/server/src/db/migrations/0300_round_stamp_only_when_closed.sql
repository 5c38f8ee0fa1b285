-- The round's close-time trigger (0072) runs its function only for a row that has a close time: a
-- debit that opens a round (the hot path of play, issue 25) inserts it with none, and paid a PL/pgSQL
-- call per round for the function to find nothing to do. The condition is the function's own first
-- test, so what it stamps is unchanged.
DROP TRIGGER game_rounds_closed_stamp ON game_rounds;
CREATE TRIGGER game_rounds_closed_stamp BEFORE INSERT OR UPDATE OF closed_at ON game_rounds
  FOR EACH ROW WHEN (NEW.closed_at IS NOT NULL) EXECUTE FUNCTION game_rounds_closed_stamp();
