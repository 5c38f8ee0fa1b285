-- Issue 26: a sportsbook's round (a bet) stays open until its event is over, days away, where a
-- casino round ends in seconds. The idle-round job refunds a round left without a call for the
-- installation's GAME_ROUND_TIMEOUT_MINUTES; a provider may set its own, longer or shorter (never
-- under the job's one-day floor). Null: the installation's.
ALTER TABLE game_providers ADD COLUMN round_idle_minutes integer CHECK (round_idle_minutes > 0);
