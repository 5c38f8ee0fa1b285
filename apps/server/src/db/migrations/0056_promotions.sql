-- Promotions and activities (issue 9, spec sections 2-4 and 7): what a brand offers, in each language,
-- the rules of who may take part, members' applications with their images, the bonuses paid with the
-- wagering they must play through, and raffle draws. Money itself moves only through the ledger.

-- `kind`: apply (the member applies with a remark and images, staff decide), claim (an eligible member
-- takes the bonus at once), raffle (an eligible member draws a prize from `prize_table` once per
-- `raffle_period`). A bonus is `bonus_amount` paid into the member's bonus account, released to the
-- main wallet once valid bets reach `wagering_multiple` times it. Rules: registered within
-- `new_member_days`, deposits of at least `min_deposit` in the last `deposit_window_days`, a VIP level of
-- at least `min_vip_level`; null means the rule does not apply.
CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{2,40}$'),
  category text NOT NULL CHECK (category IN ('new', 'deposit', 'rebate', 'vip', 'event', 'other')),
  kind text NOT NULL CHECK (kind IN ('apply', 'claim', 'raffle')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  closed_at timestamptz,
  bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  wagering_multiple integer NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  new_member_days integer CHECK (new_member_days > 0),
  min_deposit bigint CHECK (min_deposit > 0),
  deposit_window_days integer CHECK (deposit_window_days BETWEEN 1 AND 90),
  min_vip_level integer CHECK (min_vip_level > 0),
  -- Raffle: [{ "amount": "<minor units>", "weight": n }, ...]; an amount of 0 is a draw without a prize.
  prize_table jsonb NOT NULL DEFAULT '[]',
  raffle_period text CHECK (raffle_period IN ('once', 'daily', 'weekly')),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_code_once UNIQUE (merchant_id, code),
  CHECK (ends_at > starts_at),
  CHECK ((min_deposit IS NULL) = (deposit_window_days IS NULL)),
  CHECK ((kind = 'raffle') = (raffle_period IS NOT NULL))
);
CREATE INDEX promotions_brand_idx ON promotions (merchant_id, sort_order, id);

-- Title, body and banner per language; a language without its own falls back to the brand default.
CREATE TABLE promotion_contents (
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[A-Z]{2}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) <= 20000),
  banner_url text,
  PRIMARY KEY (promotion_id, language)
);

-- One application per member and promotion; staff approve or reject it with a reason.
CREATE TABLE promotion_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  remark text NOT NULL CHECK (length(remark) <= 140),
  status text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT promotion_applications_once UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_applications_brand_idx ON promotion_applications (merchant_id, status, id DESC);

CREATE TABLE promotion_application_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES promotion_applications (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (length(bytes) <= 5242880)
);
CREATE INDEX promotion_application_images_idx ON promotion_application_images (application_id, id);

-- A bonus paid to a member, at most one per promotion: the unique key is what makes claims racing
-- each other pay once. Valid bets from `granted_at` play `wagering_required` through; then the bonus
-- is released to the main wallet.
CREATE TABLE promotion_bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  wagering_required bigint NOT NULL CHECK (wagering_required >= 0),
  granted_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  CONSTRAINT promotion_bonuses_once UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_bonuses_member_idx ON promotion_bonuses (member_id, id DESC);

-- A raffle draw: once per member, promotion and period (the GMT+8 day or ISO week, or 'once').
CREATE TABLE promotion_raffle_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  period_key text NOT NULL,
  prize_index integer NOT NULL CHECK (prize_index >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_raffle_draws_once UNIQUE (promotion_id, member_id, period_key)
);
