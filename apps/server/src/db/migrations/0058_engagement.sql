-- Engagement (issue 9): platform messages, feedback and complaints, the referral programme and missions.

-- A message staff send to every member of a brand (member_id NULL) or to one member. Reads are kept
-- per member, so a brand-wide message is one row however many members read it.
CREATE TABLE platform_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint REFERENCES members (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_messages_brand_idx ON platform_messages (merchant_id, id DESC);
CREATE INDEX platform_messages_member_idx ON platform_messages (member_id, id DESC) WHERE member_id IS NOT NULL;

CREATE TABLE platform_message_reads (
  message_id bigint NOT NULL REFERENCES platform_messages (id),
  member_id bigint NOT NULL REFERENCES members (id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);

-- Per brand: the word bounds of a feedback's content, and the referral programme's rule and reward.
CREATE TABLE engagement_settings (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  feedback_min_words integer NOT NULL CHECK (feedback_min_words >= 1),
  feedback_max_words integer NOT NULL CHECK (feedback_max_words >= feedback_min_words AND feedback_max_words <= 2000),
  referral_min_deposit bigint NOT NULL CHECK (referral_min_deposit >= 0),
  referral_min_bets bigint NOT NULL CHECK (referral_min_bets >= 0),
  referral_reward bigint NOT NULL CHECK (referral_reward >= 0)
);

-- A member's feedback or complaint and the staff reply, promised within 24 hours.
CREATE TABLE member_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  question_type text NOT NULL CHECK (question_type IN ('deposit', 'withdraw', 'game', 'service', 'application', 'other')),
  content text NOT NULL,
  contact text NOT NULL,
  reply text,
  replied_at timestamptz,
  replied_by bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
CREATE INDEX member_feedback_member_idx ON member_feedback (member_id, id DESC);
CREATE INDEX member_feedback_brand_idx ON member_feedback (merchant_id, id DESC);

-- Each member's referral code (made on first view of the referral page) and who came by whose link.
CREATE TABLE referral_codes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code text NOT NULL,
  CONSTRAINT referral_codes_unique UNIQUE (merchant_id, code)
);

CREATE TABLE referrals (
  referred_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  referrer_id bigint NOT NULL REFERENCES members (id),
  rewarded_at timestamptz,
  reward bigint CHECK (reward >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_id <> referred_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC);

-- Daily or weekly missions (GMT+8 periods): reach `target` of a metric in the period, claim `reward`.
CREATE TABLE missions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  period text NOT NULL CHECK (period IN ('daily', 'weekly')),
  metric text NOT NULL CHECK (metric IN ('deposit', 'bet', 'login')),
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX missions_brand_idx ON missions (merchant_id, id) WHERE active;

-- One claim per mission, member and period (the GMT+8 date starting it): the reward's ledger key is
-- derived from the same three.
CREATE TABLE mission_claims (
  mission_id bigint NOT NULL REFERENCES missions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  period_start text NOT NULL CHECK (period_start ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  reward bigint NOT NULL CHECK (reward > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, member_id, period_start)
);
CREATE INDEX mission_claims_board_idx ON mission_claims (merchant_id, created_at);
