-- Staff accounts for the operator API: separate from members, with roles, and scoped to brands.
CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL CHECK (length(account) BETWEEN 3 AND 64),
  account_key text NOT NULL UNIQUE CHECK (account_key = lower(account)),
  password_hash text NOT NULL,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'support', 'finance', 'risk', 'content']
  ),
  -- Staff of the platform see every brand; others only the brands listed in operator_brands.
  all_brands boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  -- An initial password is one-time: nothing but changing it is allowed until it is changed.
  must_change_password boolean NOT NULL DEFAULT true,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_brands (
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  PRIMARY KEY (operator_id, merchant_id)
);

CREATE TABLE operator_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip inet
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id) WHERE revoked_at IS NULL;
