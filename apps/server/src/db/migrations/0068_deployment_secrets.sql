-- The keys a deployment makes for itself at its first start when the environment gives none
-- (HOUSE_VENDOR_SECRET, LOTTERY_SEED_SECRET), named like their variables: kept with the data, so every
-- instance and every restart over this database uses the same ones. The first instance to insert one
-- wins; the others read it back.
CREATE TABLE deployment_secrets (
  name text PRIMARY KEY,
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
