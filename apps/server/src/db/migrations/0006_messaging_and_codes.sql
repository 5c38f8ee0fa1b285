-- Which gateway sends a brand's SMS and email. No row means the built-in outbox, which only records.
CREATE TABLE message_channels (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  provider text NOT NULL CHECK (provider IN ('outbox')),
  PRIMARY KEY (merchant_id, channel)
);

-- Every message the outbox provider "sent": what a gateway would have delivered, for operators,
-- tests and people trying the demo.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  purpose text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (merchant_id, recipient, id DESC);
CREATE INDEX outbox_messages_newest_idx ON outbox_messages (merchant_id, id DESC);

-- One-time codes sent by SMS. Only a salted hash is kept; the newest code of a purpose and number
-- is the only one that counts. Every send is a row, sent or not, so the send limits per number and
-- per address hold across API instances and say nothing about which numbers have accounts.
CREATE TABLE one_time_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  recipient text NOT NULL,
  salt bytea NOT NULL,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ip inet,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_codes_recipient_idx ON one_time_codes (merchant_id, recipient, created_at DESC);
CREATE INDEX one_time_codes_ip_idx ON one_time_codes (ip, created_at DESC);

-- A mobile number proven by an SMS code is a login name of its member, so it is unique per brand.
ALTER TABLE members ADD COLUMN verified_mobile text;
CREATE UNIQUE INDEX members_verified_mobile_idx ON members (merchant_id, verified_mobile)
  WHERE verified_mobile IS NOT NULL;

-- Password reset links: only a hash of the token is kept; each is used once and lasts 30 minutes.
CREATE TABLE password_reset_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_member_idx ON password_reset_tokens (member_id) WHERE used_at IS NULL;
