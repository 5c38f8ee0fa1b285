-- A game's stake limits, in minor units of the brand's currency, set by staff for the house vendor's
-- games: the seamless wallet refuses a debit outside them, and the house game shows them to the
-- player. NULL: no limit on that side.
ALTER TABLE games
  ADD COLUMN min_stake bigint CHECK (min_stake > 0),
  ADD COLUMN max_stake bigint CHECK (max_stake > 0),
  ADD CONSTRAINT games_stake_limits_order CHECK (min_stake IS NULL OR max_stake IS NULL OR min_stake <= max_stake);
