-- Addresses each member has logged in from: a login from any other asks for a second step.
CREATE TABLE member_known_ips (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip inet NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- An authenticator app (TOTP, RFC 6238) of a member: pending until a first code confirms it. The
-- last accepted time step is kept so that a code cannot be used twice.
CREATE TABLE member_totp (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A login held at its second step: the password was right, the address is new. Only a hash of the
-- ticket is kept; it expires, allows a few tries and completes once.
CREATE TABLE login_challenges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ticket_hash bytea NOT NULL UNIQUE,
  ip inet,
  user_agent text,
  failures integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_member_idx ON login_challenges (member_id);
