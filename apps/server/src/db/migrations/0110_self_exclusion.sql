-- Time-out and self-exclusion (issue 23). A member's exclusion is the brand's row; the person keys
-- it stores (verified phone, email, bank account, name with birth date, document number) are HMACs
-- under the installation's PROTECTION_KEY_SECRET, so the exclusion follows the person to every brand
-- without any brand's table holding another brand's clear contacts. Nothing ends an exclusion early:
-- rows are never updated, and a lookup compares ends_at with the time of the request.
CREATE TABLE member_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
  period text NOT NULL CHECK (period IN ('24h', '1w', '1m', '6w', '6m', '1y', '5y')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX member_exclusions_member ON member_exclusions (member_id, ends_at);
COMMENT ON TABLE member_exclusions IS 'A member''s time-out or self-exclusion; never shortened or ended early.';

CREATE TABLE exclusion_person_keys (
  exclusion_id bigint NOT NULL REFERENCES member_exclusions (id),
  key_kind text NOT NULL CHECK (key_kind IN ('phone', 'email', 'bankAccount', 'nameBirth', 'documentNumber')),
  key_hash text NOT NULL,
  ends_at timestamptz NOT NULL,
  PRIMARY KEY (exclusion_id, key_kind, key_hash)
);
-- Every brand's registration, login, deposit and launch looks a person up here: by hash, live ones only.
CREATE INDEX exclusion_person_keys_lookup ON exclusion_person_keys (key_hash, ends_at);
COMMENT ON TABLE exclusion_person_keys IS 'HMACs of the excluded person''s keys, looked up across every brand.';

-- A refusal because of an exclusion, with the key it matched on, for Player 360.
CREATE TABLE exclusion_blocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint,
  action text NOT NULL CHECK (action IN ('register', 'login', 'deposit', 'launch', 'bet', 'transfer')),
  matched_on text NOT NULL CHECK (matched_on IN ('member', 'phone', 'email', 'bankAccount', 'nameBirth', 'documentNumber')),
  source text NOT NULL CHECK (source IN ('this brand', 'another brand', 'register')),
  blocked_at timestamptz NOT NULL
);
CREATE INDEX exclusion_blocks_member ON exclusion_blocks (merchant_id, member_id, blocked_at DESC);
