-- A member's history (account records, points details, the player's ledger in the console) reads one
-- account's entries in a time range, newest first. Only (account_id, account_version) led with the
-- account, so the range was a filter over every entry the account ever had (on 20,000 entries of one
-- account: 321 ms against 0.2 ms with this index, which also gives the order without a sort).
CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at);
