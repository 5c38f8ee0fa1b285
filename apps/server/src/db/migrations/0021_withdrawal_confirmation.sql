-- After a withdrawal is paid the member confirms it (spec sections 2, 3 and 4): received, partly
-- received (the remainder is shown) or not received with up to 3 proof images. Unconfirmed after the
-- brand's minutes it counts as received (no refund). Staff review a claim: the payment stands, or
-- what did not arrive goes back to the member.
ALTER TABLE withdrawals ADD COLUMN confirmation text
  CHECK (confirmation IN ('received', 'partly_received', 'not_received', 'auto_received'));
ALTER TABLE withdrawals ADD COLUMN received_amount bigint CHECK (received_amount >= 0);
ALTER TABLE withdrawals ADD COLUMN confirmed_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN review text CHECK (review IN ('paid', 'refunded'));
ALTER TABLE withdrawals ADD COLUMN reviewed_at timestamptz;
CREATE INDEX withdrawals_unconfirmed_idx ON withdrawals (paid_at) WHERE status = 'paid' AND confirmation IS NULL;

-- Proof images, checked by their content (PNG or JPEG), 5 MB at most, 3 per withdrawal. Kept in the
-- database so that every API instance serves them.
CREATE TABLE withdrawal_proofs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_withdrawal_idx ON withdrawal_proofs (withdrawal_id);

-- Per brand: minutes after payment before an unconfirmed withdrawal counts as received.
CREATE TABLE withdrawal_settings (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  auto_receive_minutes integer NOT NULL CHECK (auto_receive_minutes BETWEEN 1 AND 43200)
);
