-- The double-entry ledger (docs/architecture.md, money). Every balance is an account; every movement is
-- one transfer with two or more entries summing to zero, written with the balance updates in one
-- transaction. Amounts are bigint minor units of the account's currency.

-- `sub_key` tells apart the accounts of one kind and owner: the vendor of a vendor wallet, the shard of
-- a system account. A balance of a person never goes below zero; system accounts (cash in, cash out,
-- the house) may.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  currency text NOT NULL,
  kind text NOT NULL,
  member_id bigint REFERENCES members (id),
  sub_key text NOT NULL DEFAULT '',
  may_go_negative boolean NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_no_forbidden_negative CHECK (may_go_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_one_per_owner UNIQUE NULLS NOT DISTINCT (merchant_id, currency, kind, member_id, sub_key)
);
CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

-- One movement. The idempotency key is unique per brand: a replay finds the first transfer, and the
-- fingerprint of its content tells a true replay from the same key reused for something else. A
-- correction is a new transfer reversing an earlier one, at most once.
CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  idempotency_key text NOT NULL,
  kind text NOT NULL,
  fingerprint bytea NOT NULL,
  reverses_id bigint UNIQUE REFERENCES ledger_transfers (id),
  memo jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_key_per_brand UNIQUE (merchant_id, idempotency_key)
);

-- Each entry keeps the account's balance before and after and the account's version after it, so the
-- history of every account can be replayed and audited.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_before bigint NOT NULL,
  balance_after bigint NOT NULL,
  account_version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_adds_up CHECK (balance_after = balance_before + amount),
  CONSTRAINT ledger_entries_one_per_version UNIQUE (account_id, account_version)
);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- Transfers and entries are history: the database itself refuses to change or remove them.
\ir ../functions/ledger_refuse_change.sql
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
