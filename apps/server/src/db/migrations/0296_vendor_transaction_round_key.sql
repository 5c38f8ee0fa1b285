-- Issue 25: a debit's vendor transaction points at the round the same statement has just written or
-- locked FOR UPDATE (vendor_debit), and its foreign key checked that round again on every debit: a
-- query, a FOR KEY SHARE lock on the round and that lock's WAL record, for nothing (0041 dropped the
-- same kind of key from the hot path). Every writer of a vendor transaction names a round it found or
-- wrote under the transaction id's lock, and a round is never deleted but by its member's removal,
-- which the trigger below refuses, as the key did, for a round a vendor transaction names (it reads
-- vendor_transactions_round_idx, on the rare delete instead of on every debit).
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_round_id_fkey;
\ir ../functions/game_rounds_keep_paid.sql
CREATE TRIGGER game_rounds_keep_paid BEFORE DELETE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_rounds_keep_paid();
