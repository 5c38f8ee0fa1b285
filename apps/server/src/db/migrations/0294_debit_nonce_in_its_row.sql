-- A debit's nonce is kept with the debit (issue 25): the row its transaction id writes holds the
-- nonce of the call that wrote it, so a debit spends its nonce in its own statement, under the
-- transaction id's lock, with no Redis round trip and no nonce row of its own. A copy of that call
-- carries the same body, so the same transaction id, and meets the nonce there; a refused debit,
-- which writes no such row, keeps its nonce in vendor_call_nonces as before (vendor_debit).
ALTER TABLE vendor_transactions ADD COLUMN nonce text;
