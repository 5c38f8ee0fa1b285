-- The operator console's games and content sections.

-- Flags and an order staff set per game: recommended games lead the lists, then the lower sort order,
-- then popularity; new games lead the "new" sort.
ALTER TABLE games
  ADD COLUMN is_new boolean NOT NULL DEFAULT false,
  ADD COLUMN is_recommended boolean NOT NULL DEFAULT false,
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0;

-- One announcement or banner written in several languages is one entry: a row per language sharing
-- `entry`, so the console edits the translations together.
ALTER TABLE announcements ADD COLUMN entry uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX announcements_entry_language_idx ON announcements (merchant_id, entry, language);
ALTER TABLE banners
  ADD COLUMN entry uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD CONSTRAINT banners_schedule_order CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at);
CREATE UNIQUE INDEX banners_entry_language_idx ON banners (merchant_id, entry, language);

-- Images staff upload for games and banners, served at /media/uploads/<id>.<ext>; PNG or JPEG by content.
CREATE TABLE media_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
