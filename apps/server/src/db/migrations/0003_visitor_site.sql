-- Maintenance and region restriction per brand (the permission check).
ALTER TABLE merchants ADD COLUMN maintenance boolean NOT NULL DEFAULT false;
ALTER TABLE merchants ADD COLUMN maintenance_until timestamptz;
ALTER TABLE merchants ADD COLUMN join_contact_url text;

CREATE TABLE merchant_blocked_networks (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  network cidr NOT NULL,
  PRIMARY KEY (merchant_id, network)
);

-- Customer-service entry points; type 3 is sent obscured (see the contracts' online-service).
CREATE TABLE merchant_service_paths (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type BETWEEN 1 AND 9),
  url text NOT NULL CHECK (url ~ '^https?://'),
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, type)
);

-- Game vendors the brand offers, by category: the nav bar and its dropdowns.
CREATE TABLE game_vendors (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  account_type_id integer NOT NULL,
  vendor_code text NOT NULL CHECK (vendor_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  category text NOT NULL CHECK (category IN ('LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS')),
  display_name text NOT NULL,
  small_icon text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  in_maintenance boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, category, vendor_code)
);

-- Announcements, per brand and language: B bulletin, PL player, PU popup, PR promotion, H headline.
CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  language text NOT NULL CHECK (language ~ '^[A-Z]{2,3}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content text NOT NULL CHECK (length(content) <= 20000),
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  CHECK (expires_at IS NULL OR expires_at > published_at)
);
CREATE INDEX announcements_listing_idx ON announcements (merchant_id, type, language, published_at DESC, id DESC);

-- Banners by group (w_home carousel, w_reg registration, ...), per language.
CREATE TABLE banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  group_name text NOT NULL CHECK (group_name ~ '^w_[a-z]+$'),
  language text NOT NULL CHECK (language ~ '^[A-Z]{2,3}$'),
  image_url text NOT NULL,
  title text NOT NULL,
  linkage_type text NOT NULL CHECK (linkage_type IN ('NONE', 'URL', 'ROUTE')),
  link text,
  sort_order integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  CHECK ((linkage_type = 'NONE') = (link IS NULL)),
  CHECK (linkage_type <> 'URL' OR link ~ '^https?://'),
  CHECK (linkage_type <> 'ROUTE' OR link ~ '^/')
);
CREATE INDEX banners_group_idx ON banners (merchant_id, group_name, language, sort_order);

-- Operators' page text (help centre, join us, install guides), per language: a page holds sections,
-- a section may hold child sections (help categories hold articles).
CREATE TABLE content_sections (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  page text NOT NULL CHECK (page IN ('help', 'join', 'download')),
  language text NOT NULL CHECK (language ~ '^[A-Z]{2,3}$'),
  section_key text NOT NULL CHECK (section_key ~ '^[A-Za-z0-9-]{1,64}$'),
  parent_key text,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, page, language, section_key)
);

-- App builds offered on the download page.
CREATE TABLE app_releases (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('ios', 'android', 'iosLite')),
  url text NOT NULL CHECK (url ~ '^https?://'),
  version text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, platform)
);
