-- The players console's account prefix search and account sort, in code-point order: PostgreSQL reads a
-- LIKE 'abc%' as a range of a btree index only under the C collation, and the brand's unique index on
-- account_key has the database's (bench/console.ts: a prefix sorted by account read up to the whole
-- brand, 110 to 240 ms at 100,000 players; 0.2 ms with this index). Code-point order is the database's
-- own under C.UTF-8, and under any collation the same for the lower-case letters and digits accounts
-- are mostly made of.
CREATE INDEX members_brand_account_c_idx ON members (merchant_id, account_key COLLATE "C", id);
