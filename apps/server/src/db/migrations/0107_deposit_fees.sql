-- Deposit fees (issue 22, Payments): a deposit method may charge a fee, fixed and/or a rate, with an
-- optional cap, kept from what arrives; the member is credited the rest. A deposit keeps the terms its
-- method had when the member ordered it, so a later edit of the method never changes an open order,
-- and the fee it was charged on what arrived. A method without fee terms charges nothing.
ALTER TABLE deposit_methods
  ADD COLUMN fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  ADD COLUMN fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  ADD COLUMN fee_cap bigint CHECK (fee_cap > 0);
COMMENT ON COLUMN deposit_methods.fee_fixed IS 'Minor units charged on every deposit by the method.';
COMMENT ON COLUMN deposit_methods.fee_bps IS 'Basis points of what arrived, rounded down, added to the fixed fee.';
COMMENT ON COLUMN deposit_methods.fee_cap IS 'Minor units; null, no cap on the fee.';

ALTER TABLE deposits
  ADD COLUMN fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  ADD COLUMN fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  ADD COLUMN fee_cap bigint CHECK (fee_cap > 0),
  ADD COLUMN fee bigint NOT NULL DEFAULT 0
    CONSTRAINT deposits_fee_below_paid CHECK (fee >= 0 AND (fee = 0 OR fee < paid_amount));
COMMENT ON COLUMN deposits.fee_fixed IS 'The method''s fixed fee when the member ordered the deposit, in minor units.';
COMMENT ON COLUMN deposits.fee_bps IS 'The method''s fee rate when the member ordered the deposit, in basis points.';
COMMENT ON COLUMN deposits.fee_cap IS 'The method''s fee cap when the member ordered the deposit; null, no cap.';
COMMENT ON COLUMN deposits.fee IS 'Minor units of what arrived kept as the fee; paid_amount − fee was credited.';
