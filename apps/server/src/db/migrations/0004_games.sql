-- The game catalogue: each game belongs to one of the brand's vendors in one category.
CREATE TABLE games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL,
  category text NOT NULL,
  vendor_code text NOT NULL,
  game_code text NOT NULL CHECK (game_code ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  icon text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  -- Rank in the popular list (higher first); a job may later derive it from play counts.
  popularity integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, vendor_code, game_code),
  FOREIGN KEY (merchant_id, category, vendor_code)
    REFERENCES game_vendors (merchant_id, category, vendor_code) ON DELETE CASCADE
);
CREATE INDEX games_popular_idx ON games (merchant_id, popularity DESC, id);
