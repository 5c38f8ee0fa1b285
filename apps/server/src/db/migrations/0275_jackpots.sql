-- Issue 27: progressive jackpots. A jackpot is a brand's (one currency, the brand's): its pool is a
-- ledger account of kind system.jackpot (sub-key: the jackpot's code), never a number here, funded by
-- a share of each eligible stake inside the debit's own transfer, paid whole to a winner and restored
-- to its seed amount from the house in the win's transaction. This table holds only the rules.
CREATE TABLE jackpots (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  -- The share of each eligible stake the pool takes, in basis points (1/100 of a percent).
  contribution_bp integer NOT NULL CHECK (contribution_bp > 0 AND contribution_bp <= 1000),
  -- What the pool holds again after each win, moved from the house: minor units of the brand's currency.
  seed_amount bigint NOT NULL CHECK (seed_amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);
COMMENT ON TABLE jackpots IS 'A brand''s progressive jackpots: their rules; each pool is a ledger account (system.jackpot, sub-key the code).';

-- Which games feed a jackpot, by the game's code (one code may be listed by several vendors of its
-- provider): a per-game setting, so a new game joins by a row.
CREATE TABLE jackpot_games (
  jackpot_id bigint NOT NULL REFERENCES jackpots (id),
  game_code text NOT NULL,
  PRIMARY KEY (jackpot_id, game_code)
);

-- Each win paid: the winners' list, and what the invariant subtracts. One per provider transaction.
CREATE TABLE jackpot_wins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  jackpot_id bigint NOT NULL REFERENCES jackpots (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_round_id bigint NOT NULL REFERENCES game_rounds (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  ledger_transfer_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A round wins a jackpot at most once, whatever transaction ids its claims carry.
  UNIQUE (jackpot_id, game_round_id)
);
CREATE INDEX jackpot_wins_latest_idx ON jackpot_wins (merchant_id, created_at DESC, id DESC);

ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_kind_check;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_kind_check
  CHECK (kind IN ('debit', 'credit', 'rollback', 'close', 'tombstone', 'adjust', 'jackpot'));

-- The debit takes the pools' shares in its own transfer: new arguments.
\ir ../functions/vendor_debit.sql
\ir ../functions/vendor_debit_batch.sql
