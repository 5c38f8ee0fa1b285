-- The seamless wallet's nonces may be spent in Redis (SET NX with the timestamp window's expiry,
-- shared by every API instance) when the platform has one: the API spends the nonce before the debit
-- and passes p_nonce NULL, and vendor_debit writes no vendor_call_nonces row for it. Without Redis the
-- API passes the nonce as before and the row is written in the debit's own statement. Otherwise
-- vendor_debit is that of migration 0042.
\ir ../functions/vendor_debit.sql
