-- The brand's sportsbook margin (issue 26), in hundredths of a percent: 500 is a 5% overround. Staff set
-- it beside the odds format; the book learns it from the wallet's balance answer, as it learns the format,
-- and prices the brand's members by it. 500 is the book's own default margin, so a brand staff never
-- touched is priced as before. Above 20% a book is no longer one a member would bet into.
ALTER TABLE merchants ADD COLUMN sportsbook_margin integer NOT NULL DEFAULT 500
  CHECK (sportsbook_margin BETWEEN 0 AND 2000);
COMMENT ON COLUMN merchants.sportsbook_margin IS 'Sportsbook margin (overround) in hundredths of a percent, 0 to 2000.';
