-- Passkeys (WebAuthn credentials) members log in with. A credential id is unique per brand: the same
-- authenticator may hold passkeys of several brands, each bound to its own host. The user handle is
-- the random id the authenticator stores with the credential: one per member, never the member's id.
CREATE TABLE member_passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  credential_id text NOT NULL CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) <= 1364),
  user_handle text NOT NULL CHECK (length(user_handle) BETWEEN 1 AND 128),
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text CHECK (length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (merchant_id, credential_id)
);
CREATE INDEX member_passkeys_member_idx ON member_passkeys (member_id);

-- One-time WebAuthn challenges, in the database so that any API instance can check the answer. A
-- registration's is bound to its member (and carries the user handle to keep); a login's to no one.
-- A row is taken (deleted) by the answer, whatever its outcome, and lives five minutes at most.
CREATE TABLE passkey_challenges (
  id text PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  member_id bigint REFERENCES members (id) ON DELETE CASCADE,
  user_handle text,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK ((purpose = 'register') = (member_id IS NOT NULL AND user_handle IS NOT NULL))
);
CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at);
