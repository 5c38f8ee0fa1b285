-- Staff passkeys: a second factor in place of the authenticator's code, never in place of the password.
-- Only staff whose authenticator is set up add one, and an admin's reset of the second factor removes
-- them with it. A credential id is unique over all staff: the console has one host.
CREATE TABLE operator_passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) <= 1364),
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text CHECK (length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX operator_passkeys_operator_idx ON operator_passkeys (operator_id);

-- One-time WebAuthn challenges of staff sessions, in the database so that any API instance can check
-- the answer. Bound to the session that asked: another session, even of the same account, cannot answer
-- it. Taken (deleted) by the answer whatever its outcome; five minutes at most.
CREATE TABLE operator_passkey_challenges (
  id text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES operator_sessions (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'verify')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX operator_passkey_challenges_expiry_idx ON operator_passkey_challenges (expires_at);
CREATE INDEX operator_passkey_challenges_session_idx ON operator_passkey_challenges (session_id);
