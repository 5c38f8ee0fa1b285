-- settled_play_stamp of 0072, taking the barrier's shared lock and reading the barrier once per
-- transaction instead of once per row: settling 100,000 bets paid both for every bet. Reading it once
-- is exact: from the first stamp on, the transaction holds the shared lock, and the barrier only rises
-- under the exclusive one, so it cannot move before this transaction ends. The value is kept in a
-- transaction-local setting, which a rolled-back savepoint undoes together with the lock it took there.
\ir ../functions/settled_play_stamp.sql
