-- The key each brand signs its proof-of-work challenges with: random, made on first use, never sent out.
CREATE TABLE human_check_keys (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Solved challenges already spent, kept until they expire, so a solution opens one attempt on any
-- instance of the API.
CREATE TABLE human_check_uses (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, nonce)
);
CREATE INDEX human_check_uses_expiry_idx ON human_check_uses (expires_at);

-- One image captcha per browser: keyed by a hash of its cookie, the answer kept only as a hash.
CREATE TABLE image_captchas (
  id_hash bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  answer_hash bytea NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX image_captchas_expiry_idx ON image_captchas (expires_at);

-- Recent failed logins per account name and per address ('account:<name>', 'ip:<address>'), which
-- decide when a login must carry the image captcha.
CREATE TABLE captcha_failures (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  subject text NOT NULL,
  failures integer NOT NULL CHECK (failures >= 0),
  window_started_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, subject)
);
