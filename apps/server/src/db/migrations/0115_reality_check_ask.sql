-- Issue 23, a customer interaction: staff may ask a player for a reality check at once. The ask is
-- kept on the member's reality-check row until the player answers it, so it survives a new login
-- (a new session starts the interval over, but not past an ask); a member who has not polled yet
-- gets a row without a session, so their stakes are refused from the moment of the ask.
ALTER TABLE reality_checks ALTER COLUMN session_id DROP NOT NULL;
ALTER TABLE reality_checks ADD COLUMN asked_at timestamptz;
COMMENT ON COLUMN reality_checks.session_id IS 'The session that polled last; null: staff asked for a check before any poll.';
COMMENT ON COLUMN reality_checks.asked_at IS 'When staff asked for a check the player has not answered yet; null: none.';
