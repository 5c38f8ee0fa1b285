-- A brand's external exclusion register (issue 23): where it comes from, when it was last imported,
-- and its entries as person-key HMACs (the clear values of an imported file are never kept).
CREATE TABLE exclusion_registers (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  source_kind text NOT NULL CHECK (source_kind IN ('file', 'http')),
  url text,
  sealed_secret text,
  imported_at timestamptz,
  CHECK ((source_kind = 'http') = (url IS NOT NULL))
);
COMMENT ON COLUMN exclusion_registers.sealed_secret IS 'The HTTP source''s secret, sealed like gateway secrets.';

CREATE TABLE exclusion_register_entries (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  key_kind text NOT NULL CHECK (key_kind IN ('phone', 'email', 'bankAccount', 'nameBirth', 'documentNumber')),
  key_hash text NOT NULL,
  ends_at timestamptz,
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, key_hash, key_kind)
);
