-- Withdrawal methods per brand (issue 22, Payments): the ways out the platform pays by, each of which a
-- brand may switch off, narrow with its own limits and order. Today there is one way out, a bank
-- transfer to an account the member bound; a brand without a row for a method offers it, enabled,
-- within the brand's withdrawal limits, as every brand did before.
CREATE TABLE withdrawal_methods (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  method text NOT NULL CHECK (method IN ('bank_transfer')),
  enabled boolean NOT NULL,
  min_amount bigint CHECK (min_amount > 0),
  max_amount bigint CHECK (max_amount > 0),
  sort_order integer NOT NULL CHECK (sort_order BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, method),
  CONSTRAINT withdrawal_methods_limits_order CHECK (min_amount <= max_amount)
);
COMMENT ON COLUMN withdrawal_methods.min_amount IS 'Minor units; null, the brand''s smallest withdrawal.';
COMMENT ON COLUMN withdrawal_methods.max_amount IS 'Minor units; null, the brand''s largest withdrawal.';

ALTER TABLE withdrawals ADD COLUMN method text NOT NULL DEFAULT 'bank_transfer'
  CHECK (method IN ('bank_transfer'));
