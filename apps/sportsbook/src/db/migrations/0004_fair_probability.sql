-- Per-brand margins. The source's fair probability of each selection (the model's, before any margin)
-- is kept beside its price, so the book can price it at a brand's own margin with the same function the
-- feed used. Double precision rather than parts per billion: the model's probabilities are IEEE doubles,
-- which float8 stores and PostgreSQL prints back exactly, so the installation's margin reproduces the
-- stored price to the thousandth; a rounded form could move a price that sits on a thousandth's edge.
-- Null: the source gave none, or stopped pricing the selection; the source's price stands for every brand.
-- The upper bound leaves room for a float's last bit over 1, and refuses NaN (above every number here).
ALTER TABLE selection ADD COLUMN fair_probability double precision
  CHECK (fair_probability >= 0 AND fair_probability <= 1.000000001);

-- A brand's margin in hundredths of a percent (500: a 105% book), by the brand's code as the platform's
-- wallet names it at the launch. A brand without a row is priced at the installation's margin.
CREATE TABLE brand_margin (
  brand_code text PRIMARY KEY,
  margin integer NOT NULL CHECK (margin BETWEEN 0 AND 5000)
);
