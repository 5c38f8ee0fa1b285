-- Issue 25: a balance update writes the account's row again, and stays a heap-only (HOT) update,
-- with no index entry, only while the row's page has room for the new version. At the default
-- fillfactor (100) the accounts' pages are full: in the seamless debit's bench about one balance
-- update in four went to another page and wrote an entry in each of the table's three indexes
-- (bench/debit-writes.ts: 0.46 of a debit's two updates). Half of each page is kept for the
-- versions of the rows on it; the table is small (a few rows a member, 1,024 house shards a brand
-- and currency), so twice its pages cost little. Pages written before this keep their rows until
-- the table is rewritten (VACUUM FULL or pg_repack, at a quiet hour): a new account goes to a page
-- with room, and the hottest rows, the house shards, open on a member's first bet.
ALTER TABLE ledger_accounts SET (fillfactor = 50);
