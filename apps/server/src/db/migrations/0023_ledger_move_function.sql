-- The ledger's one-statement transfer as a PL/pgSQL function. A plain parameterised statement is
-- planned again on every call, and for this six-part statement planning costs as much as running
-- it; PL/pgSQL keeps the plan for the life of the connection, which halves the cost of a transfer
-- (measured with bench/ledger.ts). What it does is exactly the statement it wraps: lock the legs'
-- accounts in id order, check them, record the transfer unless its key is taken, move the balances
-- and write the entries, all or nothing, in the caller's transaction.
\ir ../functions/ledger_move.sql
