-- Limits a player sets on themselves (issue 23): deposit, loss and wager per day, week and month, and
-- minutes of play per day. A raise or removal waits (pending_*) until the player confirms it after the
-- cooldown; the amount in force holds meanwhile.
CREATE TABLE player_limits (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount > 0),
  confirm_from timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK (kind <> 'session' OR period = 'day'),
  CHECK (pending = (confirm_from IS NOT NULL)),
  CHECK (pending OR pending_amount IS NULL)
);
COMMENT ON TABLE player_limits IS 'Limits a member set on themselves; a pending raise or removal waits for confirmation.';

-- What a member deposited, staked and won per calendar day of the brand's zone: a week or a month is
-- the sum of its days. A stake records itself here in its own money transaction, and the row lock
-- this takes is what makes two parallel stakes see each other.
CREATE TABLE player_limit_usage (
  member_id bigint NOT NULL,
  day date NOT NULL,
  deposited bigint NOT NULL DEFAULT 0,
  wagered bigint NOT NULL DEFAULT 0,
  won bigint NOT NULL DEFAULT 0,
  played_seconds integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
COMMENT ON TABLE player_limit_usage IS 'Per member and brand-local day: credited deposits, stakes, wins, seconds of play.';

-- Reality checks: per member, of the session they play in now (the last one that asked): when the
-- next check is due (null: none) and what the session staked and won so far.
CREATE TABLE reality_checks (
  member_id bigint PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  session_id bigint NOT NULL,
  started_at timestamptz NOT NULL,
  due_at timestamptz,
  last_seen_at timestamptz NOT NULL,
  wagered bigint NOT NULL DEFAULT 0,
  won bigint NOT NULL DEFAULT 0
);
COMMENT ON TABLE reality_checks IS 'Per member: the playing session''s next reality check and its stakes and wins.';

-- The interval the member chose; null: the profile's default. 0: off, where the profile allows it.
CREATE TABLE reality_check_choices (
  member_id bigint PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  minutes integer NOT NULL CHECK (minutes >= 0 AND minutes <= 1440),
  updated_at timestamptz NOT NULL
);
COMMENT ON TABLE reality_check_choices IS 'The reality-check interval a member chose (0: off).';
