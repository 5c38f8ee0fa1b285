-- Game providers: the servers that run games and reach the platform through the seamless-wallet API.
-- A brand's vendor (a lane of the nav) names the provider that runs its games; a vendor without one
-- is listed only (its games open the game-in-maintenance page).
CREATE TABLE game_providers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  name text NOT NULL,
  -- The HMAC key the provider signs its calls with: both sides must hold it, so it is stored as is
  -- (protect the database as the keys it holds).
  signing_secret text NOT NULL CHECK (length(signing_secret) >= 32),
  -- The address a player's browser opens, with the launch parameters added.
  launch_url text NOT NULL CHECK (launch_url ~ '^https?://'),
  enabled boolean NOT NULL DEFAULT true
);

ALTER TABLE game_vendors ADD COLUMN provider_code text REFERENCES game_providers (code);

-- What a launch hands the provider: a token the provider plays the member's wallet with.
CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider_code text NOT NULL REFERENCES game_providers (code),
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Nonces of signed calls inside the timestamp window: a nonce seen once is refused again.
CREATE TABLE vendor_call_nonces (
  provider_code text NOT NULL,
  nonce text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_code, nonce)
);
CREATE INDEX vendor_call_nonces_seen_idx ON vendor_call_nonces (seen_at);

-- Every call a provider made, signed or not, as its raw bytes arrived, with the answer given.
CREATE TABLE vendor_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text,
  operation text NOT NULL,
  raw_body text NOT NULL,
  signature_valid boolean NOT NULL,
  answer_code text NOT NULL,
  http_status integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A game round of a member, as the wallet calls tell it: what was staked, won and given back.
CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider_code text NOT NULL REFERENCES game_providers (code),
  round_id text NOT NULL,
  game_id bigint NOT NULL REFERENCES games (id),
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= stake),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'refunded')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  UNIQUE (provider_code, round_id)
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, opened_at DESC);
CREATE INDEX game_rounds_open_idx ON game_rounds (opened_at) WHERE status = 'open';

-- Each transaction id of a provider, once: its first answer (a replay gets it again) and what the
-- request said (the same id with other content is refused). A rollback of a debit never seen
-- leaves a tombstone under the debit's id, which refuses the debit if it arrives late.
CREATE TABLE vendor_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text NOT NULL REFERENCES game_providers (code),
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'close', 'tombstone')),
  round_id bigint REFERENCES game_rounds (id),
  amount bigint NOT NULL DEFAULT 0,
  fingerprint bytea NOT NULL,
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_code, transaction_id)
);
