-- Issue 26: settlement by event, a page of bets at a time. The result version a market's bets were
-- last settled at (null: never). A run settles the events of the markets decided past it (a result, a
-- correction, a void, a cancelled event), reading each event's bets in id order through the index,
-- then marks them: the bets of undecided events are never read.
ALTER TABLE market ADD COLUMN settled_version integer;
CREATE INDEX market_unsettled ON market (id) WHERE settled_version IS DISTINCT FROM result_version;
CREATE INDEX bet_leg_event ON bet_leg (event_id, bet_id);
