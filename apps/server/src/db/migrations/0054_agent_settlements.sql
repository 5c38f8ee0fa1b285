-- One row per contract and period a settlement run paid (amount may be zero: the period was settled
-- and earned nothing). The unique (contract, period start) is what pays each period once: the rows are
-- written first, then one ledger transfer pays the agents of the rows written (ledger_transfer_id), in
-- one transaction, so a second run, a second instance or a rerun after a crash finds the row and
-- moves nothing.
CREATE TABLE agent_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  upper_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  valid_bet bigint NOT NULL,
  profit_loss bigint NOT NULL,
  active_members integer NOT NULL CHECK (active_members >= 0),
  rate integer NOT NULL,
  loss_rate integer,
  gross bigint NOT NULL CHECK (gross >= 0),
  downline bigint NOT NULL CHECK (downline >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  ledger_transfer_id bigint,
  settled_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_settlements_member_idx ON agent_settlements (member_id, kind, period_start DESC);

-- The periods a run finished, per brand: where the next run starts (catching up after downtime) and
-- what the operator lists. A run key is the contract kind, and for dividends their period type.
CREATE TABLE agent_settlement_runs (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  run_kind text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  contracts integer NOT NULL,
  paid bigint NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, run_kind, period_start)
);

-- The settlements read each brand's bets by settle time.
CREATE INDEX lottery_bets_settled_idx ON lottery_bets (merchant_id, settled_at) WHERE settled_at IS NOT NULL;
CREATE INDEX game_rounds_closed_idx ON game_rounds (merchant_id, closed_at) WHERE closed_at IS NOT NULL;
