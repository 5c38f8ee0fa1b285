-- Issue 18, rule 3: bonus wagering, missions and referrals count a stake only once it can no longer
-- come back (a game round closed, a lottery bet won or lost), by its settlement time. The member's
-- settled stakes have one order, (settle time, source, id) with game rounds source 1 and lottery bets
-- source 2; these indexes read a member's stakes in it.
CREATE INDEX game_rounds_member_closed_idx ON game_rounds (member_id, closed_at, id) WHERE status = 'closed';
CREATE INDEX lottery_bets_member_settled_idx ON lottery_bets (member_id, settled_at, id)
  WHERE status IN ('won', 'lost');

-- Bonuses are played through one after the other in claim order, so one stake never counts towards
-- two: a released bonus keeps the place in that order of the stake that completed it, and the next
-- bonus counts only stakes after it.
ALTER TABLE promotion_bonuses
  ADD COLUMN wagered_through_at timestamptz,
  ADD COLUMN wagered_through_source smallint,
  ADD COLUMN wagered_through_id bigint,
  ADD CONSTRAINT promotion_bonuses_wagered_through CHECK (
    (wagered_through_at IS NULL) = (wagered_through_source IS NULL)
    AND (wagered_through_at IS NULL) = (wagered_through_id IS NULL)
  );
