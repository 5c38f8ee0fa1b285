-- Keeps game_list_counts (0210) at the number of listed games (enabled; plain games in no group, and
-- the groups) per brand, category, vendor and kind, from the rows a statement on games inserted,
-- changed or deleted. Count rows are written in key order, so two statements wait rather than deadlock.
CREATE OR REPLACE FUNCTION game_list_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM game_list_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO game_list_counts AS counts (merchant_id, category, vendor_code, is_game, games)
    SELECT merchant_id, category, vendor_code, is_game, count(*) FROM new_rows
    WHERE enabled AND (is_game = 'VASSALAGE' OR vassalage IS NULL)
    GROUP BY merchant_id, category, vendor_code, is_game
    ORDER BY merchant_id, category, vendor_code, is_game
    ON CONFLICT (merchant_id, category, vendor_code, is_game) DO UPDATE SET games = counts.games + excluded.games;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE game_list_counts AS counts SET games = counts.games - gone.games
    FROM (SELECT merchant_id, category, vendor_code, is_game, count(*) AS games FROM old_rows
          WHERE enabled AND (is_game = 'VASSALAGE' OR vassalage IS NULL)
          GROUP BY merchant_id, category, vendor_code, is_game) AS gone
    WHERE (counts.merchant_id, counts.category, counts.vendor_code, counts.is_game)
        = (gone.merchant_id, gone.category, gone.vendor_code, gone.is_game);
  ELSE
    INSERT INTO game_list_counts AS counts (merchant_id, category, vendor_code, is_game, games)
    SELECT merchant_id, category, vendor_code, is_game, sum(change) FROM (
      SELECT merchant_id, category, vendor_code, is_game, 1 AS change FROM new_rows
      WHERE enabled AND (is_game = 'VASSALAGE' OR vassalage IS NULL)
      UNION ALL
      SELECT merchant_id, category, vendor_code, is_game, -1 FROM old_rows
      WHERE enabled AND (is_game = 'VASSALAGE' OR vassalage IS NULL)) AS changes
    GROUP BY merchant_id, category, vendor_code, is_game
    HAVING sum(change) <> 0
    ORDER BY merchant_id, category, vendor_code, is_game
    ON CONFLICT (merchant_id, category, vendor_code, is_game) DO UPDATE SET games = counts.games + excluded.games;
  END IF;
  RETURN NULL;
END $$;
