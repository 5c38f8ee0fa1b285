-- A market with a result is marked settled once every bet on it is settled at its result version
-- (settlement/markets.ts); a corrected result takes it back to closed until its bets are settled again.
-- The markets still waiting for that are few (a result settles its singles in the next run), so each
-- run looks them up here rather than scanning every market the book ever listed.
CREATE INDEX market_awaiting_settlement ON market (id) WHERE status = 'closed' AND result IS NOT NULL;
