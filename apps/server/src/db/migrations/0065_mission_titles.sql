-- A mission's title in the brand's other languages (language code to title); `title` stays the one
-- shown where a language has none, as the promotions and mall products read their texts.
ALTER TABLE missions
  ADD COLUMN titles jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(titles) = 'object');
