-- Contracts between an agent (upper) and one of its direct downline agents (lower). A lower member has
-- one upline, so (lower, kind) names the pair: at most one contract in force and one open request each.
-- Rates are hundredths of a percent (0 to 10000). The thresholds mean, by kind: min_bet is the dividend's
-- minimum bet, the daily salary's daily volume, the hourly salary's volume per hour, the real-time
-- salary's single bet; min_profit_loss is the dividend's profit-and-loss threshold; loss_rate and the
-- period belong to the real-time salary and the dividend respectively.
CREATE TABLE agent_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  upper_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  lower_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  state text NOT NULL
    CHECK (state IN ('new', 'established', 'signing', 'terminating', 'terminated', 'rejected')),
  rate integer NOT NULL CHECK (rate BETWEEN 0 AND 10000),
  loss_rate integer CHECK (loss_rate BETWEEN 0 AND 10000),
  period text CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly')),
  min_bet bigint NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
  min_profit_loss bigint NOT NULL DEFAULT 0 CHECK (min_profit_loss >= 0),
  min_active integer NOT NULL DEFAULT 0 CHECK (min_active >= 0),
  ends_at timestamptz,
  -- The contract in force this one replaces when signed (state 'signing').
  replaces_id bigint REFERENCES agent_contracts (id),
  -- The upstream signing whose lower rate ended this one.
  ended_by_id bigint REFERENCES agent_contracts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  termination_requested_at timestamptz,
  terminated_at timestamptz,
  CHECK (upper_id <> lower_id),
  CHECK ((kind = 'realtime_salary') = (loss_rate IS NOT NULL)),
  CHECK ((kind = 'dividend') = (period IS NOT NULL))
);
CREATE UNIQUE INDEX agent_contracts_in_force_idx ON agent_contracts (lower_id, kind)
  WHERE state IN ('established', 'terminating');
CREATE UNIQUE INDEX agent_contracts_request_idx ON agent_contracts (lower_id, kind)
  WHERE state IN ('new', 'signing');
CREATE INDEX agent_contracts_upper_idx ON agent_contracts (upper_id, kind, state);
