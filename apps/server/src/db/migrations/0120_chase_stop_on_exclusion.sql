-- A time-out or self-exclusion stops the member's lottery chases (issue 23): the draws not yet bet on
-- are given back, and the chase says why it stopped, as it does for a member, a limit, new odds or staff.
ALTER TABLE lottery_chases DROP CONSTRAINT lottery_chases_stop_reason_check,
  ADD CONSTRAINT lottery_chases_stop_reason_check
    CHECK (stop_reason IN ('member', 'limit', 'odds', 'staff', 'exclusion'));
