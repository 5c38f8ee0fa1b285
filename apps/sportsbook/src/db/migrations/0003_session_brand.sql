-- The member's brand and its default odds format, as the platform's balance answer names them at the
-- launch: the page shows prices the brand's way, and the book can price by the brand's margin.
-- A session opened before the book kept them has no brand; its format is the platform's default.
ALTER TABLE player_session ADD COLUMN brand_code text;

ALTER TABLE player_session ADD COLUMN odds_format text NOT NULL DEFAULT 'decimal'
  CHECK (odds_format IN ('decimal', 'hong_kong', 'malay', 'indonesian', 'american'));

ALTER TABLE player_session ALTER COLUMN odds_format DROP DEFAULT;
