-- Deposits (spec sections 3, 4 and 7): the ways a brand takes money in, and each member's deposit.
-- A bank transfer is confirmed or rejected by staff; an online payment by its gateway's signed
-- callback. Money moves only through the ledger; `transfer_id` names the ledger transfer that
-- credited the deposit (no foreign key: the ledger's tables are its own).
CREATE TABLE deposit_methods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[a-z0-9-]{2,32}$'),
  kind text NOT NULL CHECK (kind IN ('bank_transfer', 'online')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  -- Bank transfer: the account the member pays into.
  bank_name text,
  account_name text,
  account_number text,
  branch text,
  -- Online: the gateway, and the secret its callbacks are signed with (brand configuration, not code).
  gateway text,
  gateway_secret text,
  CONSTRAINT deposit_methods_code_per_brand UNIQUE (merchant_id, code),
  CONSTRAINT deposit_methods_range CHECK (max_amount >= min_amount),
  CONSTRAINT deposit_methods_complete CHECK (
    (kind = 'bank_transfer' AND bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL)
    OR (kind = 'online' AND gateway IS NOT NULL AND length(gateway_secret) >= 32)
  )
);

-- `request_key` is the member's id for the request: the same key again answers the same deposit.
-- `order_id` is what the gateway knows the deposit by: random, so it tells nothing about volumes.
CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  method_id bigint NOT NULL REFERENCES deposit_methods (id),
  amount bigint NOT NULL CHECK (amount > 0),
  paid_amount bigint CHECK (paid_amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'rejected', 'expired')),
  reference text,
  order_id text NOT NULL UNIQUE,
  request_key text NOT NULL,
  note text,
  transfer_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT deposits_request_once UNIQUE (member_id, request_key),
  CONSTRAINT deposits_credited CHECK ((status = 'succeeded') = (transfer_id IS NOT NULL AND paid_amount IS NOT NULL))
);
CREATE INDEX deposits_member_idx ON deposits (member_id, id DESC);
CREATE INDEX deposits_brand_status_idx ON deposits (merchant_id, status, id DESC);

-- Every callback a gateway sent, as received, with what came of it: duplicates, forgeries and late
-- ones included, for disputes with the gateway.
CREATE TABLE deposit_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway text NOT NULL,
  order_id text,
  body text NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
