-- OpenID Connect providers a brand logs members in with. The secret is the brand's own client secret
-- at the provider; it never leaves the server.
CREATE TABLE social_login_providers (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('google', 'facebook')),
  issuer_url text NOT NULL CHECK (issuer_url ~ '^https?://'),
  client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 512),
  client_secret text NOT NULL CHECK (length(client_secret) BETWEEN 1 AND 512),
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_id, channel)
);

-- Which member a provider's subject logs in as: one member per brand, channel and subject.
CREATE TABLE member_social_links (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('google', 'facebook')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, channel, subject)
);
CREATE INDEX member_social_links_member_idx ON member_social_links (member_id);

-- A login under way at a provider: its state (hashed, as the browser's cookie holds it), nonce and
-- PKCE verifier. A row is taken once by the callback and lives a few minutes at most.
CREATE TABLE social_login_attempts (
  state_hash bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('google', 'facebook')),
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_login_attempts_expiry_idx ON social_login_attempts (expires_at);

-- Demo (free play) accounts are removed a while after they were opened; this finds them.
CREATE INDEX members_demo_created_idx ON members (created_at) WHERE type = 4;
