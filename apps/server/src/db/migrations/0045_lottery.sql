-- Lottery and e-lottery (issue 7): a brand's lottery games, their draws, the members' bets and chases.
-- The play types, odds and settlement rules are code (modules/lottery/rules); these tables hold what
-- a brand chose and what happened.

-- A lottery game of a brand. ELOTT: the brand's own fast draws every `interval_seconds`, drawn by a
-- CSPRNG with commit-reveal. LOTT: official draws at the GMT+8 times of `schedule_times` on the
-- ISO weekdays of `schedule_weekdays` (1 Monday .. 7 Sunday), results entered by staff or imported.
-- Stakes: `min_stake` and `max_stake` bound one bet (a selection of a slip), `max_stake_per_draw` what
-- one member may stake on one draw. `odds_version` changes whenever the odds a member sees change: a
-- bet made on an older version is refused.
CREATE TABLE lottery_games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name text NOT NULL,
  family text NOT NULL CHECK (family IN ('SSC', 'PK10', '11X5', 'LHC', 'K3', 'VN')),
  kind text NOT NULL CHECK (kind IN ('ELOTT', 'LOTT')),
  prize_mode text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  -- The lotto menu's group (spec: gameGroupCode) and its label (labelName).
  group_code text NOT NULL,
  group_label text NOT NULL,
  interval_seconds integer CHECK (interval_seconds BETWEEN 30 AND 86400 AND 86400 % interval_seconds = 0),
  schedule_times text[] NOT NULL DEFAULT '{}',
  schedule_weekdays smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6,7}',
  close_seconds integer NOT NULL DEFAULT 10 CHECK (close_seconds >= 0),
  min_stake bigint NOT NULL CHECK (min_stake > 0),
  max_stake bigint NOT NULL,
  max_stake_per_draw bigint NOT NULL,
  odds_version integer NOT NULL DEFAULT 1 CHECK (odds_version > 0),
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code),
  CHECK (max_stake >= min_stake AND max_stake_per_draw >= max_stake),
  CHECK ((kind = 'ELOTT') = (interval_seconds IS NOT NULL)),
  CHECK (kind = 'ELOTT' OR cardinality(schedule_times) > 0)
);

-- One draw of a game, created ahead of time by a job (the unique period makes a second creator a
-- no-op). Lifecycle: scheduled -> open -> closed -> drawn -> settled, or cancelled before drawn.
-- ELOTT: `seed` is drawn by a CSPRNG at creation and kept secret; its SHA-256 `seed_hash` is shown
-- from opening, the seed itself with the result, and the balls follow from it (ballsFromSeed).
CREATE TABLE lottery_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES lottery_games (id) ON DELETE CASCADE,
  period text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled')),
  seed bytea,
  seed_hash bytea,
  balls integer[],
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  UNIQUE (game_id, period),
  CHECK (opens_at <= closes_at AND closes_at <= draws_at),
  CHECK ((status IN ('drawn', 'settled')) = (balls IS NOT NULL))
);
CREATE INDEX lottery_draws_game_time_idx ON lottery_draws (game_id, draws_at DESC);
CREATE INDEX lottery_draws_pending_idx ON lottery_draws (draws_at)
  WHERE status IN ('scheduled', 'open', 'closed', 'drawn', 'cancelled');

-- An official result waiting for its second pair of eyes: entered by one staff member (or an import
-- feed), applied only when a different staff member approves it.
CREATE TABLE lottery_results (
  draw_id bigint PRIMARY KEY REFERENCES lottery_draws (id) ON DELETE CASCADE,
  balls integer[] NOT NULL,
  source text NOT NULL CHECK (source IN ('operator', 'import')),
  entered_by bigint REFERENCES operators (id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  approved_by bigint REFERENCES operators (id),
  approved_at timestamptz,
  CHECK (approved_by IS NULL OR approved_by IS DISTINCT FROM entered_by)
);

-- A slip as placed, once per member and idempotency key: a replay answers the same bets, the same
-- key with another slip is a conflict.
CREATE TABLE lottery_slips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  fingerprint bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, idempotency_key)
);

-- The same selections over the next `draws_total` draws. The stake of the draws not yet bet on is
-- held in the member's lottery-chase account; a stop (by the member, or after a win when asked)
-- gives back what is still held.
CREATE TABLE lottery_chases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES lottery_games (id) ON DELETE CASCADE,
  slip_id bigint NOT NULL UNIQUE REFERENCES lottery_slips (id),
  selections jsonb NOT NULL,
  stake_per_draw bigint NOT NULL CHECK (stake_per_draw > 0),
  draws_total integer NOT NULL CHECK (draws_total BETWEEN 2 AND 120),
  draws_placed integer NOT NULL DEFAULT 0,
  stop_on_win boolean NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'done', 'stopped', 'won')),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK (draws_placed BETWEEN 0 AND draws_total)
);
CREATE INDEX lottery_chases_active_idx ON lottery_chases (game_id) WHERE status = 'active';
CREATE INDEX lottery_chases_member_idx ON lottery_chases (member_id, created_at DESC);

-- One bet: a selection of a play type on a draw, `bet_count` single bets of `unit_amount` times
-- `multiplier` each. Settled once: won/lost with `win`, refunded (a cancelled draw or a tie rule)
-- with `refunded`, or cancelled by the member before the close.
CREATE TABLE lottery_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  draw_id bigint NOT NULL REFERENCES lottery_draws (id) ON DELETE CASCADE,
  slip_id bigint NOT NULL REFERENCES lottery_slips (id),
  chase_id bigint REFERENCES lottery_chases (id),
  play_type text NOT NULL,
  selection jsonb NOT NULL,
  bet_count integer NOT NULL CHECK (bet_count > 0),
  unit_amount bigint NOT NULL CHECK (unit_amount > 0),
  multiplier integer NOT NULL CHECK (multiplier > 0),
  stake bigint NOT NULL CHECK (stake > 0),
  odds_version integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded', 'cancelled')),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= stake),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (slip_id, draw_id, position)
);
CREATE INDEX lottery_bets_open_idx ON lottery_bets (draw_id) WHERE status = 'open';
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, placed_at DESC);
