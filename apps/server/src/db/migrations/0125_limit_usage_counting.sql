-- Issue 23, limits review. Deposits count for a deposit limit as the deposits module counts them for
-- every threshold (credited and still-pending orders), read from its own table: the per-day usage no
-- longer keeps a copy of them.
ALTER TABLE player_limit_usage DROP COLUMN deposited;
COMMENT ON TABLE player_limit_usage IS 'Per member and brand-local day: stakes and wins (members with a wager or loss limit), seconds of play.';

-- Stakes and wins are kept only for members with a wager or loss limit. When the limit was set tells
-- whether a stake given back later (a rollback, a cancelled bet) was counted, and so may be taken off.
-- Limits set before this were set while every stake was counted.
ALTER TABLE player_limits ADD COLUMN created_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z';
ALTER TABLE player_limits ALTER COLUMN created_at DROP DEFAULT;
COMMENT ON COLUMN player_limits.created_at IS 'When the member set this limit first (a removed limit set again starts anew).';
