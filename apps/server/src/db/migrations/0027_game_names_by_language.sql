-- A game's name in the brand's languages (language code → name); `name` is the one for the others.
ALTER TABLE games ADD COLUMN names jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(names) = 'object');
