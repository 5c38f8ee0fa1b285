-- Issue 27: collusion signals. A game provider that saw two members of a brand at one of its tables
-- from one address or one device reports the pair (the vendor wallet's risk-signal call); the risk
-- role reads them in the console. The address or device itself never reaches the platform.
CREATE TABLE risk_signals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  provider_code text NOT NULL,
  game_code text NOT NULL,
  table_id text NOT NULL,
  -- '' when the signal names no hand: one such signal per pair and table.
  hand_id text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('shared-address', 'shared-device')),
  -- The pair in id order, so a pair reported either way round is one pair.
  member_low bigint NOT NULL REFERENCES members (id),
  member_high bigint NOT NULL REFERENCES members (id),
  observed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  CHECK (member_low < member_high),
  -- The same signal twice (a provider's retry) is one row.
  UNIQUE (merchant_id, provider_code, game_code, table_id, hand_id, kind, member_low, member_high)
);
COMMENT ON TABLE risk_signals IS 'Pairs of members a game provider saw at one table from one address or device, for the risk role.';

-- The console lists a brand's signals newest first, a page at a time.
CREATE INDEX risk_signals_latest_idx ON risk_signals (merchant_id, id DESC);
