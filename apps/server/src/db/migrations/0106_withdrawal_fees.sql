-- Withdrawal fees (issue 22, Payments): a method may charge a fee, fixed and/or a rate, with an optional
-- cap; a withdrawal records the fee it was charged, which the member's main wallet pays beside what
-- arrives at the bank (the net, amount − fee). A method without fee terms charges nothing.
ALTER TABLE withdrawal_methods
  ADD COLUMN fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  ADD COLUMN fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  ADD COLUMN fee_cap bigint CHECK (fee_cap > 0);
COMMENT ON COLUMN withdrawal_methods.fee_fixed IS 'Minor units charged on every withdrawal by the method.';
COMMENT ON COLUMN withdrawal_methods.fee_bps IS 'Basis points of the amount, rounded down, added to the fixed fee.';
COMMENT ON COLUMN withdrawal_methods.fee_cap IS 'Minor units; null, no cap on the fee.';

ALTER TABLE withdrawals ADD COLUMN fee bigint NOT NULL DEFAULT 0
  CONSTRAINT withdrawals_fee_below_amount CHECK (fee >= 0 AND fee < amount);
COMMENT ON COLUMN withdrawals.fee IS 'Minor units of the amount kept as the method''s fee; amount − fee is paid out.';
