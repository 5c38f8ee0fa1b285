-- The console lists each jackpot's latest winners: read by jackpot, newest first, not by sorting all
-- of its wins.
CREATE INDEX jackpot_wins_by_jackpot_idx ON jackpot_wins (jackpot_id, created_at DESC, id DESC);
