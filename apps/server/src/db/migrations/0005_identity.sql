-- Member accounts of a brand. The account is unique per brand whatever its letter case.
CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  account text NOT NULL CHECK (length(account) BETWEEN 1 AND 64),
  account_key text NOT NULL CHECK (account_key = lower(account)),
  nickname text,
  password_hash text NOT NULL,
  payment_password_hash text,
  -- 0 member; 1, 2, 41, 42 agents; 4 demo (free play)
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CLOSED')),
  language text NOT NULL CHECK (language ~ '^[A-Z]{2,3}$'),
  -- What the registration form collected, by the spec's field names.
  profile jsonb NOT NULL DEFAULT '{}',
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  last_login_ip inet,
  registration_ip inet,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, account_key)
);

-- Sessions: only a hash of each token is kept, so a copy of the table opens no account.
CREATE TABLE member_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip inet,
  user_agent text
);
CREATE INDEX member_sessions_member_idx ON member_sessions (member_id) WHERE revoked_at IS NULL;

-- Failed logins per account name, whether or not the account exists, so a lock says nothing about
-- existence. A lock is short and lifts by itself, so nobody can lock another out for long.
CREATE TABLE login_failures (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  account_key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  PRIMARY KEY (merchant_id, account_key)
);
