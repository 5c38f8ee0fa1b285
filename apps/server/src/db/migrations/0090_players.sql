-- Staff find players by parts of names, numbers and addresses: trigram indexes answer both prefix and
-- contains searches without reading every member. pg_trgm is a trusted extension (PostgreSQL 13+), so
-- the database owner may create it; the embedded PGlite loads it at start (db/database.ts). It lives in
-- a schema of its own, so that the platform's schema holds only the platform's own functions.
CREATE SCHEMA IF NOT EXISTS extensions;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

CREATE INDEX members_account_trgm_idx ON members USING gin (account_key extensions.gin_trgm_ops);
CREATE INDEX members_email_trgm_idx ON members USING gin (lower(profile ->> 'email') extensions.gin_trgm_ops);
CREATE INDEX members_real_name_trgm_idx ON members USING gin (lower(profile ->> 'payeeName') extensions.gin_trgm_ops);
CREATE INDEX members_phone_trgm_idx ON members
  USING gin ((coalesce(verified_mobile, '') || ' ' || coalesce(profile ->> 'mobileNum', '')) extensions.gin_trgm_ops);
-- The staff list's sort keys, within a brand.
CREATE INDEX members_brand_created_idx ON members (merchant_id, created_at, id);
-- Never-logged-in members last when the newest logins come first (and first the other way round).
CREATE INDEX members_brand_last_login_idx ON members (merchant_id, last_login_at DESC NULLS LAST, id DESC);
CREATE INDEX members_registration_ip_idx ON members (registration_ip) WHERE registration_ip IS NOT NULL;
CREATE INDEX members_last_login_ip_idx ON members (last_login_ip) WHERE last_login_ip IS NOT NULL;
CREATE INDEX member_known_ips_ip_idx ON member_known_ips (ip);
CREATE INDEX member_sessions_ip_idx ON member_sessions (ip) WHERE ip IS NOT NULL;
-- Linked accounts by device: the browser signature sessions were opened from.
CREATE INDEX member_sessions_user_agent_idx ON member_sessions (user_agent) WHERE user_agent IS NOT NULL;
CREATE INDEX member_sessions_member_created_idx ON member_sessions (member_id, created_at DESC, id DESC);
-- A lock or suspension ends the member's game launches.
CREATE INDEX game_sessions_member_idx ON game_sessions (member_id, expires_at);
CREATE INDEX member_bank_accounts_number_idx ON member_bank_accounts (merchant_id, account_number);

-- One player's audit trail (staff actions whose subject is member:<id>).
CREATE INDEX staff_actions_subject_idx ON staff_actions (merchant_id, subject, id DESC);

-- A member's standing as staff set it. LOCKED: nothing at all (no login, every live session refused).
-- SUSPENDED: may log in, look and withdraw, but no bet, deposit or transfer. CLOSED: final.
ALTER TABLE members DROP CONSTRAINT members_status_check,
  ADD CONSTRAINT members_status_check CHECK (status IN ('ACTIVE', 'LOCKED', 'SUSPENDED', 'CLOSED'));

-- A chase staff ended (the player was locked, suspended or closed): its next draws are not bought.
ALTER TABLE lottery_chases DROP CONSTRAINT lottery_chases_stop_reason_check,
  ADD CONSTRAINT lottery_chases_stop_reason_check CHECK (stop_reason IN ('member', 'limit', 'odds', 'staff'));

-- Staff notes on a player. They are added, never edited (no call changes one): what staff knew when.
CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  operator_id bigint NOT NULL REFERENCES operators (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_member_idx ON player_notes (member_id, id DESC);

-- Staff tags on a player (vip, bonus-hunter, …): the brand's own words, replaced as a set.
CREATE TABLE player_tags (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  tag text NOT NULL CHECK (tag ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, tag)
);
CREATE INDEX player_tags_tag_idx ON player_tags (merchant_id, tag, member_id);

-- A staff member's saved player searches: the search's query as the console sends it.
CREATE TABLE player_saved_filters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  filter jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (operator_id, merchant_id, name)
);
