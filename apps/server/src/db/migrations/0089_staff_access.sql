-- Staff identity and access: more roles (a staff account holds several), a mandatory authenticator with
-- one-time recovery codes, invitations by one-time link, session timeouts set by admins, and address
-- lists per role.
ALTER TABLE operators DROP CONSTRAINT operators_roles_check;
ALTER TABLE operators ADD CONSTRAINT operators_roles_check CHECK (
  cardinality(roles) > 0 AND roles <@ ARRAY[
    'admin', 'finance', 'risk', 'support', 'content', 'marketing', 'agent_manager', 'auditor'
  ]
);

ALTER TABLE operators
  -- Set at setup, confirmed by the first right code; until confirmed the account has no second factor.
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_confirmed_at timestamptz,
  -- The last time step a code was accepted for: a code seen once is never taken again.
  ADD COLUMN totp_last_step bigint,
  -- Wrong second-factor codes count apart from wrong passwords and lock the account the same way.
  ADD COLUMN factor_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN factor_locked_until timestamptz;

-- A session works only once its second factor is passed (login opens it without).
ALTER TABLE operator_sessions ADD COLUMN second_factor_at timestamptz;

CREATE TABLE operator_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  UNIQUE (operator_id, code_hash)
);

-- An invited account sets its own password with a one-time token; the token itself is never stored.
CREATE TABLE operator_invites (
  operator_id bigint PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One row: staff session timeouts, the same for every brand.
CREATE TABLE operator_access_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  idle_minutes integer NOT NULL DEFAULT 15 CHECK (idle_minutes BETWEEN 1 AND 240),
  lifetime_hours integer NOT NULL DEFAULT 12 CHECK (lifetime_hours BETWEEN 1 AND 24)
);
INSERT INTO operator_access_settings DEFAULT VALUES;

-- A role with rows here grants its permissions only to calls from these networks.
CREATE TABLE operator_role_networks (
  role text NOT NULL CHECK (
    role IN ('admin', 'finance', 'risk', 'support', 'content', 'marketing', 'agent_manager', 'auditor')
  ),
  network cidr NOT NULL,
  PRIMARY KEY (role, network)
);
