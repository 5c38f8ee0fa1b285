-- What a settlement left out of its team's play because the members were on a time-out or
-- self-exclusion (issue 23): the contract report shows it beside the pay, with the reason, so an agent
-- sees why a member's play earned nothing. Kept in the agents' own row, written with the settlement.
ALTER TABLE agent_settlements
  ADD COLUMN excluded_valid_bet bigint NOT NULL DEFAULT 0,
  ADD COLUMN excluded_profit_loss bigint NOT NULL DEFAULT 0,
  ADD COLUMN excluded_members integer NOT NULL DEFAULT 0 CHECK (excluded_members >= 0),
  ADD COLUMN excluded_reason text CHECK (excluded_reason IN ('time-out', 'self-exclusion')),
  ADD CONSTRAINT agent_settlements_excluded_reason CHECK ((excluded_members = 0) = (excluded_reason IS NULL));
COMMENT ON COLUMN agent_settlements.excluded_reason IS
  'The gravest break among the members whose play was left out: self-exclusion over time-out.';
