-- Brands (merchants) and their configuration: feature tree, registration form, resources, domains.
CREATE TABLE merchants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{2,32}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  currency_scale smallint NOT NULL CHECK (currency_scale BETWEEN 0 AND 4),
  default_language text NOT NULL CHECK (default_language ~ '^[A-Z]{2,3}$'),
  languages text[] NOT NULL CHECK (cardinality(languages) > 0),
  minimum_age smallint NOT NULL DEFAULT 18 CHECK (minimum_age IN (18, 21)),
  customer_service_url text,
  image_cdns text[] NOT NULL DEFAULT '{}',
  launch_game_cdns text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (default_language = ANY (languages))
);

-- Hosts a brand answers on; a request without a Merchant header is matched by its host.
CREATE TABLE merchant_domains (
  host text PRIMARY KEY CHECK (host = lower(host) AND host !~ ':'),
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_domains_merchant_idx ON merchant_domains (merchant_id);

-- The whitelabel feature tree: a node is on when it and its ancestors are enabled.
CREATE TABLE merchant_features (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  mod_id text NOT NULL,
  parent_mod_id text,
  enabled boolean NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id),
  FOREIGN KEY (merchant_id, parent_mod_id) REFERENCES merchant_features (merchant_id, mod_id) ON DELETE CASCADE,
  CHECK (parent_mod_id IS NULL OR parent_mod_id <> mod_id)
);

-- Registration form: which fields show, which are required, and the rule each value must meet.
CREATE TABLE merchant_register_fields (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  field text NOT NULL,
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  pattern_id smallint CHECK (pattern_id BETWEEN 0 AND 22),
  accepted_pattern text,
  min_length smallint CHECK (min_length >= 0),
  max_length smallint CHECK (max_length >= 1),
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, field),
  CHECK (NOT required OR enabled),
  CHECK ((pattern_id IS NULL) = (accepted_pattern IS NULL)),
  CHECK ((pattern_id IS NULL) = (min_length IS NULL) AND (pattern_id IS NULL) = (max_length IS NULL)),
  CHECK (min_length IS NULL OR min_length <= max_length)
);

-- Contact and utility links shown around the site (phone, Skype, Facebook, speed test, LINE ...).
CREATE TABLE merchant_resources (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  resource_type text NOT NULL,
  url text NOT NULL,
  qr_code_url text,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, resource_type)
);
