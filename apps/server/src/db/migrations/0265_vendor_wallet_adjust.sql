-- Issue 26: the seamless wallet's `adjust`, a correction of a round a credit closed (a sportsbook's
-- result corrected after settlement). Each adjustment is a provider transaction like the others: kept
-- under its id with its answer, so a retry moves nothing twice.
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_kind_check;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_kind_check
  CHECK (kind IN ('debit', 'credit', 'rollback', 'close', 'tombstone', 'adjust'));
