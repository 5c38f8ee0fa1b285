-- Issue 24, request ids through to the wallet calls: a provider sends the id of the request that made
-- a call (the player's round at the house vendor) in x-request-id, and the wallet call log keeps it
-- beside the call, so one id finds the round in the provider's logs and the call here. The calls are
-- not logged as lines (their log is this table), so the id is a column. No index: it is read with
-- the call, never searched alone on the hot path's table.
ALTER TABLE vendor_calls ADD COLUMN request_id text;

-- vendor_debit keeps the id with the call it records.
\ir ../functions/vendor_debit.sql
