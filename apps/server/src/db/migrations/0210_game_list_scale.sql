-- The member game list at any size of catalogue (issue 25): a search reads one trigram index rather
-- than every game's names, a lobby page walks an index in the list's order rather than sorting the
-- category, and its total is kept per vendor rather than counted on every call.

\ir ../functions/game_search_text.sql
ALTER TABLE games ADD COLUMN search_text text GENERATED ALWAYS AS (game_search_text(name, names)) STORED;
CREATE INDEX games_search_trgm_idx ON games USING gin (search_text extensions.gin_trgm_ops);

-- The lists' "popular" order (staff's order, then popularity), per category and over all of them.
CREATE INDEX games_category_listed_order_idx
  ON games (merchant_id, category, is_recommended DESC, sort_order, popularity DESC, id);
CREATE INDEX games_listed_order_idx ON games (merchant_id, is_recommended DESC, sort_order, popularity DESC, id);

-- How many listed games each vendor has in a category, by kind (GAME, VASSALAGE): a page's total sums
-- the rows of the vendors it lists. Written by triggers on games only; no foreign key, so a vendor's
-- deletion cascading to its games takes its count to zero rather than racing it.
CREATE TABLE game_list_counts (
  merchant_id bigint NOT NULL,
  category text NOT NULL,
  vendor_code text NOT NULL,
  is_game text NOT NULL,
  games bigint NOT NULL,
  PRIMARY KEY (merchant_id, category, vendor_code, is_game)
);
INSERT INTO game_list_counts (merchant_id, category, vendor_code, is_game, games)
SELECT merchant_id, category, vendor_code, is_game, count(*) FROM games
WHERE enabled AND (is_game = 'VASSALAGE' OR vassalage IS NULL)
GROUP BY merchant_id, category, vendor_code, is_game;

\ir ../functions/game_list_counts_change.sql
CREATE TRIGGER game_list_counts_insert AFTER INSERT ON games REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_list_counts_change();
CREATE TRIGGER game_list_counts_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_list_counts_change();
CREATE TRIGGER game_list_counts_delete AFTER DELETE ON games REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_list_counts_change();
CREATE TRIGGER game_list_counts_truncate AFTER TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION game_list_counts_change();
