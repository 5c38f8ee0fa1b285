-- Loyalty (issue 9): points, the points mall, VIP levels and rebates. Points live in the ledger under
-- their own currency code (docs/architecture.md, money: a second ledger with the same rules), so these
-- tables hold only the brand's rules and the mall's own rows; every points or money movement is a
-- ledger transfer whose idempotency key names its source.

-- The brand's earning ratios: `minor_per_point` minor units of money (deposited, or bet validly in
-- the game type) earn one point. A type without a row earns nothing.
CREATE TABLE points_ratios (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  point_type text NOT NULL CHECK (point_type IN ('live', 'lott', 'pvp', 'rng', 'sports', 'deposit')),
  minor_per_point bigint NOT NULL CHECK (minor_per_point > 0),
  PRIMARY KEY (merchant_id, point_type)
);

-- How far the points job has read each source (confirmed deposits, settled game rounds, settled
-- lottery bets): the time and id of the last item awarded. Awarding is keyed per item in the
-- ledger, so a second instance reading the same items again awards nothing twice.
CREATE TABLE points_watermarks (
  source text PRIMARY KEY CHECK (source IN ('deposit', 'round', 'lottery')),
  read_until timestamptz NOT NULL,
  last_id bigint NOT NULL DEFAULT 0
);

CREATE TABLE mall_products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('coupon', 'life', 'gift', 'cash')),
  -- Name and image by language code (EN, CN, VI, ...); EN is the fallback and always present.
  names jsonb NOT NULL CHECK (names ? 'EN'),
  images jsonb NOT NULL DEFAULT '{}',
  points bigint NOT NULL CHECK (points > 0),
  -- Cash products: the money the member's main wallet receives per item on completion.
  cash_amount bigint NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'cash') = (cash_amount > 0))
);
CREATE INDEX mall_products_brand_idx ON mall_products (merchant_id, sort_order, id);

-- A member's redemption: applying (points and stock taken), then approved or rejected (points and
-- stock given back), then completed (a cash product's money paid). `request_key` is the member's id
-- for the request: the same key again answers the same redemption.
CREATE TABLE mall_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES mall_products (id),
  transaction_no text NOT NULL UNIQUE,
  request_key text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  points bigint NOT NULL CHECK (points > 0),
  cash_amount bigint NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
  status text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected', 'completed')),
  remark text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  completed_at timestamptz,
  CONSTRAINT mall_redemptions_request_once UNIQUE (member_id, request_key)
);
CREATE INDEX mall_redemptions_member_idx ON mall_redemptions (member_id, id DESC);
CREATE INDEX mall_redemptions_brand_status_idx ON mall_redemptions (merchant_id, status, id DESC);

-- VIP levels of a brand: a member holds the highest level whose deposit and valid-bet thresholds
-- their totals over the last `window_days` days both reach. Rebate rates are hundredths of a percent
-- per game type; an upgrade bonus (minor units) is paid once the first time a member reaches the level.
CREATE TABLE vip_levels (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 0 AND 50),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
  min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
  min_bet bigint NOT NULL CHECK (min_bet >= 0),
  upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  rebate_rates jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (merchant_id, level)
);

CREATE TABLE vip_settings (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  window_days integer NOT NULL CHECK (window_days BETWEEN 1 AND 365)
);

-- A member's rebate for one GMT+8 day: unique per member and day, written with the ledger transfer
-- that pays it (keyed the same way), so a day computed twice pays once.
CREATE TABLE vip_rebates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- A GMT+8 day as YYYY-MM-DD (text, so both drivers hand it back as written).
  day text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  level smallint NOT NULL,
  valid_bets jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vip_rebates_once UNIQUE (member_id, day)
);

-- The GMT+8 days the rebate job has finished for every brand: the job starts after the last one, so
-- days missed while the platform was down are caught up in order.
CREATE TABLE vip_rebate_days (
  day text PRIMARY KEY CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  finished_at timestamptz NOT NULL DEFAULT now()
);
