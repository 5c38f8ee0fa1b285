-- KYC (issue 23): members' documents, their review, and what level each brand asks for withdrawals and
-- deposits. A member's level is not stored: it follows from approved documents that have not expired
-- and from staff confirming name and age, read when it is needed, so an expiry lowers it by itself.

-- The files stay in their own table: the queue and the member's list never read the bytes.
CREATE TABLE kyc_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('identity', 'address', 'selfie')),
  document_number text CHECK (document_number IS NULL OR length(document_number) BETWEEN 3 AND 40),
  content_type text NOT NULL
    CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  expires_on date,
  state text NOT NULL DEFAULT 'uploaded' CHECK (state IN ('uploaded', 'approved', 'rejected')),
  reason text,
  uploaded_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by bigint REFERENCES operators (id),
  locked_by bigint REFERENCES operators (id),
  locked_until timestamptz,
  CHECK (kind <> 'identity' OR document_number IS NOT NULL),
  CHECK (state <> 'rejected' OR reason IS NOT NULL)
);
COMMENT ON COLUMN kyc_documents.expires_on IS 'The document''s own expiry date; from then it counts as expired.';
COMMENT ON COLUMN kyc_documents.locked_by IS 'The reviewer who opened it with "open next", until locked_until.';
CREATE INDEX kyc_documents_member_idx ON kyc_documents (member_id, uploaded_at);
CREATE INDEX kyc_documents_queue_idx ON kyc_documents (merchant_id, state, uploaded_at, id);

CREATE TABLE kyc_document_files (
  document_id bigint PRIMARY KEY REFERENCES kyc_documents (id),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880)
);

-- Level 1 without an identity document: staff checked the member's name and age another way.
CREATE TABLE kyc_confirmations (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  confirmed_by bigint NOT NULL REFERENCES operators (id),
  confirmed_at timestamptz NOT NULL
);

CREATE TABLE kyc_rules (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('any_withdrawal', 'withdrawal_above', 'deposits_above')),
  amount bigint CHECK (amount >= 0),
  level smallint NOT NULL CHECK (level IN (1, 2)),
  PRIMARY KEY (merchant_id, kind),
  CHECK ((kind = 'any_withdrawal') = (amount IS NULL))
);
COMMENT ON COLUMN kyc_rules.amount IS 'Minor units the rule starts above (one withdrawal, or deposits in total).';
