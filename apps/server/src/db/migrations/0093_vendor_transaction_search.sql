-- The operator's vendor transaction search (issue 21) finds a round's transactions, and a member's
-- through their rounds; the wallet call log is read by time. The call log only grows, in time order:
-- a BRIN index costs the hot path next to nothing, where a b-tree would cost every call a write.
CREATE INDEX vendor_transactions_round_idx ON vendor_transactions (round_id) WHERE round_id IS NOT NULL;
CREATE INDEX vendor_calls_received_brin ON vendor_calls USING brin (received_at);
