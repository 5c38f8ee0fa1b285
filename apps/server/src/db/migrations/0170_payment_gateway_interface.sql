-- Issue 24, real payment gateways. A real gateway answers an order asynchronously (its pay link may
-- come later, or the order fail later), is asked for an order's state when its callback never came,
-- pays withdrawals out, and signs callbacks that must not be replayed.

-- The pay link the gateway gave for the order: null while it has not given one yet.
ALTER TABLE deposits
  ADD COLUMN pay_url text,
  -- When the platform last asked the gateway for the order's state (the status job, or staff).
  ADD COLUMN status_checked_at timestamptz;
CREATE INDEX deposits_online_open_idx ON deposits (status_checked_at NULLS FIRST, id)
  WHERE status IN ('pending', 'expired');

-- A callback's nonce, spent once per gateway: a callback signed and inside its time window is still
-- refused when its nonce was seen. Forgotten after the window (the status job).
CREATE TABLE payment_callback_nonces (
  gateway text NOT NULL,
  nonce text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, nonce)
);
CREATE INDEX payment_callback_nonces_seen_idx ON payment_callback_nonces (seen_at);

-- The gateway a brand's withdrawal method pays out through; null, staff pay by hand.
ALTER TABLE withdrawal_methods ADD COLUMN payout_gateway text;

-- Each time staff sent a withdrawal to its method's gateway. The held money leaves only when the
-- gateway reports it paid; a failure leaves it held, and the withdrawal back with staff. At most one
-- attempt of a withdrawal is open at once, and at most one is ever paid.
CREATE TABLE withdrawal_payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  gateway text NOT NULL,
  -- What the gateway knows the payout by: sent with the request, so a repeated request is one payout.
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  failure text,
  requested_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  status_checked_at timestamptz,
  decided_at timestamptz
);
CREATE UNIQUE INDEX withdrawal_payouts_one_open ON withdrawal_payouts (withdrawal_id) WHERE status = 'pending';
CREATE UNIQUE INDEX withdrawal_payouts_one_paid ON withdrawal_payouts (withdrawal_id) WHERE status = 'paid';
CREATE INDEX withdrawal_payouts_open_idx ON withdrawal_payouts (status_checked_at NULLS FIRST, id)
  WHERE status = 'pending';

-- The sandbox gateway's own books, as a real gateway keeps them on its side: what the payer did on
-- its pay page, and the payouts it was asked for. Its status query answers from here.
CREATE TABLE sandbox_gateway_orders (
  reference text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('deposit', 'payout')),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  -- Decimals in the brand's currency, as a gateway keeps them.
  amount text NOT NULL,
  paid_amount text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
