-- Withdrawals (spec sections 3 and 4): bank accounts a member binds (for good: binding is
-- irreversible once confirmed, and the payee name is the profile's full name), and each withdrawal,
-- whose money the ledger holds from the request until staff pay it or give it back.
CREATE TABLE member_bank_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 2 AND 64),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,30}$'),
  branch text,
  payee_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_bank_accounts_once UNIQUE (member_id, account_number)
);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  bank_account_id bigint NOT NULL REFERENCES member_bank_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'paid')),
  request_key text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  paid_at timestamptz,
  CONSTRAINT withdrawals_request_once UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_brand_status_idx ON withdrawals (merchant_id, status, id DESC);
