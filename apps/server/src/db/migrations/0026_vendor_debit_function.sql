-- What a provider's transaction id already answers, if it is taken: its first answer (REPLAY) when
-- the request is the same, TRANSACTION_ROLLED_BACK for a debit a rollback tombstoned, else
-- DUPLICATE_TRANSACTION. No row when the id is free.
\ir ../functions/vendor_taken_outcome.sql

-- The seamless wallet's debit, the hot path of play, as one round trip (docs/architecture.md, the seamless wallet):
-- spend the call's nonce, answer a transaction id already taken from what took it, else add the
-- stake to the member's open round, move the money through ledger_move and record the answer, all or
-- nothing; and keep the call's raw body with the answer given. Refusals (NONCE_REPLAYED,
-- ROUND_CLOSED, INSUFFICIENT_FUNDS, ...) write nothing but the nonce and the call.
\ir ../functions/vendor_debit.sql
