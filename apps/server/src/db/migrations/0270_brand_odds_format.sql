-- The brand's default odds format (issue 26): how the sportsbook shows its members' prices until a
-- member chooses another (packages/contracts/src/vendor-wallet/sportsbook.ts ODDS_FORMATS). The book
-- learns it from the wallet's balance answer. Existing brands get decimal, as new ones do.
ALTER TABLE merchants ADD COLUMN odds_format text NOT NULL DEFAULT 'decimal'
  CHECK (odds_format IN ('decimal', 'hong_kong', 'malay', 'indonesian', 'american'));
COMMENT ON COLUMN merchants.odds_format IS 'Default odds format of the sportsbook: decimal, hong_kong, malay, indonesian or american.';
