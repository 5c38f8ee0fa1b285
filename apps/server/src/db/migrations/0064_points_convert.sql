-- Converting points into cash (issue 9, the spec's "points convert" call): the brand's rate, `points`
-- points for `minor_amount` minor units of its currency, in whole multiples of `points` and at least
-- `min_points` at a time. A brand without a row does not convert. The conversions themselves are
-- ledger transfers (points out, cash in, one transaction), so no table of their own.
CREATE TABLE points_convert_rates (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  points bigint NOT NULL CHECK (points > 0),
  minor_amount bigint NOT NULL CHECK (minor_amount > 0),
  min_points bigint NOT NULL CHECK (min_points > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
