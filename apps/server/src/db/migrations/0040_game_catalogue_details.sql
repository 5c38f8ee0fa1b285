-- The spec's further offerings (section 1) become categories of their own.
ALTER TABLE game_vendors DROP CONSTRAINT game_vendors_category_check;
ALTER TABLE game_vendors ADD CONSTRAINT game_vendors_category_check CHECK (category IN (
  'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS',
  'CRASH', 'ARCADE', 'MINI', 'JACKPOT', 'COCKFIGHTING', 'CRICKET'));

-- The vendor's account type name as game items carry it (accountTypeName; TCG_SEA and GPI are special).
ALTER TABLE game_vendors ADD COLUMN account_type_name text;
UPDATE game_vendors SET account_type_name = vendor_code;
ALTER TABLE game_vendors ALTER COLUMN account_type_name SET NOT NULL;

-- The game item's fields (spec section 3): isGame, vassalage and defaultPlayType; a VASSALAGE entry
-- opens the popup list of the games whose vassalage is its own. Per game: maintenance, tile images by
-- language code (like names), the smallest stake in minor units and a slot's pay lines.
ALTER TABLE games
  ADD COLUMN is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  ADD COLUMN vassalage text CHECK (vassalage ~ '^[A-Za-z0-9_-]{1,64}$'),
  ADD COLUMN default_play_type text CHECK (length(default_play_type) BETWEEN 1 AND 32),
  ADD COLUMN in_maintenance boolean NOT NULL DEFAULT false,
  ADD COLUMN images jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(images) = 'object'),
  ADD COLUMN min_bet bigint CHECK (min_bet > 0),
  ADD COLUMN lines integer CHECK (lines > 0),
  ADD CONSTRAINT games_group_has_vassalage CHECK (is_game = 'GAME' OR vassalage IS NOT NULL);
CREATE INDEX games_vassalage_idx ON games (merchant_id, vassalage) WHERE vassalage IS NOT NULL;

-- Tables of the card games (the spec's pvp rooms); `players` is the vendor's last reported count.
CREATE TABLE pvp_rooms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  room_code text NOT NULL CHECK (room_code ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  seats integer NOT NULL CHECK (seats BETWEEN 2 AND 100),
  players integer NOT NULL DEFAULT 0 CHECK (players BETWEEN 0 AND seats),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (game_id, room_code)
);
