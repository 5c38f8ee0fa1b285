-- The largest single stake a member of the brand may place (issue 22, Brands → Limits), in minor
-- units: one lottery slip's stake on a draw, one game debit. Null: the brand sets no ceiling (games
-- keep their own bet limits either way).
ALTER TABLE merchants ADD COLUMN max_stake bigint CHECK (max_stake > 0);
COMMENT ON COLUMN merchants.max_stake IS 'Minor units of the largest single stake; null, no brand ceiling.';
