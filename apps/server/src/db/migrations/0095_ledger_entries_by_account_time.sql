-- An account's entries in a time range: the withdrawal queue's large-win signal reads each member's wins
-- of the last day, and the member's history reads a range. By version alone an account's entries are
-- read in full, spread over the whole table (bench/console.ts: 65 to 125 ms a queue page at 10 million
-- entries, 8 to 22 ms with this index). Built in the migration's transaction, so on a large ledger it
-- holds transfers back while it builds; an operator may build it beforehand with CREATE INDEX
-- CONCURRENTLY under this name, and IF NOT EXISTS then keeps that one.
CREATE INDEX IF NOT EXISTS ledger_entries_account_time_idx ON ledger_entries (account_id, created_at);
