-- What a game search reads (0210): its own name and its names in every language, one per line, so one
-- trigram index finds a name in any of them. Lines only narrow the search: the exact match is checked
-- on the columns themselves, so a search that spans two lines finds nothing it should not.
CREATE OR REPLACE FUNCTION game_search_text(name text, names jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN name || coalesce((SELECT string_agg(E'\n' || value, '' ORDER BY key) FROM jsonb_each_text(names)), '');
