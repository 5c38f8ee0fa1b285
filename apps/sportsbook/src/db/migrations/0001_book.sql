-- The sportsbook's own database: the platform's tables are never read or written from here; money
-- lives in the platform's ledger and reaches this book only through the seamless wallet.

CREATE TABLE sport (
  code text PRIMARY KEY CHECK (code IN ('football', 'esports', 'cricket', 'cockfighting', 'virtual'))
);
INSERT INTO sport (code) VALUES ('football'), ('esports'), ('cricket'), ('cockfighting'), ('virtual');

CREATE TABLE competition (
  id bigserial PRIMARY KEY,
  sport_code text NOT NULL REFERENCES sport,
  name text NOT NULL,
  UNIQUE (sport_code, name)
);

CREATE TABLE event (
  id bigserial PRIMARY KEY,
  -- The event source and its own id of the event: a feed's update finds its event again by them.
  source text NOT NULL,
  source_id text NOT NULL,
  competition_id bigint NOT NULL REFERENCES competition,
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'live', 'suspended', 'finished', 'cancelled')),
  -- SHA-256 of the drawn outcome and its salt (simulated events), published before the first bet;
  -- a bet on an event without one is refused.
  commitment text CHECK (commitment ~ '^[0-9a-f]{64}$'),
  -- The outcome and salt behind the commitment, revealed once the event is settled.
  reveal jsonb,
  UNIQUE (source, source_id)
);
CREATE INDEX event_open ON event (starts_at) WHERE status IN ('scheduled', 'live', 'suspended');

CREATE TABLE market (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES event,
  -- The source's name of the market within its event (for example ah:-1).
  key text NOT NULL,
  -- The rules' market value (rules/markets.ts): its kind and line, participants or draw rule.
  definition jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'suspended', 'closed', 'settled', 'void')),
  -- Stake limits of this market per line in whole currency units; null: the book's.
  min_stake bigint CHECK (min_stake > 0),
  max_stake bigint CHECK (max_stake > 0),
  result jsonb,
  -- Settlement is once per (market, result version); a corrected result is a new version.
  result_version integer NOT NULL DEFAULT 0,
  UNIQUE (event_id, key)
);

CREATE TABLE selection (
  id bigserial PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES market,
  code text NOT NULL,
  -- Decimal odds in thousandths (rules/odds.ts): 2.5 is 2500.
  price bigint NOT NULL CHECK (price BETWEEN 1010 AND 1000000),
  status text NOT NULL CHECK (status IN ('open', 'suspended', 'settled')),
  UNIQUE (market_id, code)
);

-- The book's limits per currency, in whole units of it ('*': any currency without a row of its own).
CREATE TABLE book_limits (
  currency text PRIMARY KEY CHECK (currency ~ '^([A-Z]{3}|\*)$'),
  min_stake bigint NOT NULL CHECK (min_stake > 0),
  max_stake bigint NOT NULL CHECK (max_stake >= min_stake),
  max_payout bigint NOT NULL CHECK (max_payout > 0),
  max_event_liability bigint NOT NULL CHECK (max_event_liability > 0),
  max_selection_liability bigint NOT NULL CHECK (max_selection_liability > 0)
);
INSERT INTO book_limits VALUES ('*', 1, 10000, 200000, 1000000, 250000);

-- A member's launch of the book: the platform's token the wallet is played with.
CREATE TABLE player_session (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  token text NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  -- The currency's minor-unit digits, as the wallet's balance shows it.
  scale integer NOT NULL CHECK (scale BETWEEN 0 AND 8),
  language text NOT NULL,
  opened_at timestamptz NOT NULL
);

CREATE TABLE bet (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES player_session,
  player_id text NOT NULL,
  currency text NOT NULL,
  -- The slip's key: the same slip sent again answers this bet instead of placing another.
  idempotency_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'accumulator', 'system')),
  system_name text,
  unit_stake bigint NOT NULL CHECK (unit_stake > 0),
  total_stake bigint NOT NULL CHECK (total_stake > 0),
  potential_return bigint NOT NULL,
  -- What the bet adds to each event's and selection's liability it touches, held while it is live.
  liability bigint NOT NULL,
  -- reserved: liability held, the debit on its way; open: debited; refused: the wallet said no;
  -- failed: the debit's fate was unknown and it was rolled back. Only reserved and open hold liability.
  status text NOT NULL CHECK (status IN ('reserved', 'open', 'refused', 'failed', 'settled', 'void')),
  -- The wallet's answer code for a refused debit.
  refusal text,
  wallet_round_id text NOT NULL UNIQUE,
  wallet_transaction_id text NOT NULL UNIQUE,
  placed_at timestamptz NOT NULL,
  UNIQUE (player_id, idempotency_key)
);

CREATE TABLE bet_leg (
  bet_id bigint NOT NULL REFERENCES bet,
  position smallint NOT NULL,
  event_id bigint NOT NULL REFERENCES event,
  selection_id bigint NOT NULL REFERENCES selection,
  -- The price the bet was struck at, in thousandths.
  price bigint NOT NULL,
  PRIMARY KEY (bet_id, position)
);
CREATE INDEX bet_leg_selection ON bet_leg (selection_id);

-- What the book stands to lose on each event and selection, per currency, over its live bets: a
-- placement locks the rows it touches, checks the limits on them and adds its own in one transaction.
CREATE TABLE liability (
  subject text NOT NULL CHECK (subject IN ('event', 'selection')),
  subject_id bigint NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, subject_id, currency)
);
