-- Issue 26: settlement, re-settlement after a corrected result, and cash-out.
--
-- A settled bet is won (it returned something), lost (nothing) or void (every leg void: the stake
-- back); a bet closed by a full cash-out is cashed_out. Only reserved and open bets hold liability.
ALTER TABLE bet DROP CONSTRAINT bet_status_check;
ALTER TABLE bet ADD CONSTRAINT bet_status_check
  CHECK (status IN ('reserved', 'open', 'refused', 'failed', 'won', 'lost', 'void', 'cashed_out'));
-- What the bet returned at its latest settlement (null until settled), and what cash-outs paid.
ALTER TABLE bet ADD COLUMN returned bigint CHECK (returned >= 0);
ALTER TABLE bet ADD COLUMN cashed_out bigint NOT NULL DEFAULT 0 CHECK (cashed_out >= 0);
CREATE INDEX bet_reserved ON bet (placed_at) WHERE status = 'reserved';
CREATE INDEX bet_player ON bet (player_id, placed_at DESC);

-- Every movement of money the book owes a member after the stake: a settlement (once per bet and
-- result version: the sum of its legs' markets' versions, which any corrected result raises) or a
-- cash-out (once per member's key). It is written in the transaction that decides it and paid after
-- that commits, under its own wallet transaction id, so a payment that failed is sent again by the
-- next run and never lands twice. A bet's payments are sent in the order written: a partial
-- cash-out's credit before the settlement that closes the round, a settlement before its correction.
CREATE TABLE payment (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bet,
  kind text NOT NULL CHECK (kind IN ('settlement', 'cash_out')),
  version integer CHECK ((kind = 'settlement') = (version IS NOT NULL)),
  idempotency_key text CHECK ((kind = 'cash_out') = (idempotency_key IS NOT NULL)),
  -- A settlement's whole return at its version; a cash-out's unit stake closed.
  basis bigint NOT NULL CHECK (basis >= 0),
  -- What moves to the member (negative: back from the member, a correction down).
  amount bigint NOT NULL,
  -- credit: the round's credit (closing it for a settlement or a full cash-out); adjust: a correction
  -- of the round a credit closed.
  operation text NOT NULL CHECK (operation IN ('credit', 'adjust', 'none')),
  close_round boolean NOT NULL,
  transaction_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  -- The wallet's code when it last refused the payment (INSUFFICIENT_FUNDS for a correction down),
  -- and when it is asked again: a refusal stands a while, and is not asked every run.
  refusal text,
  retry_at timestamptz,
  UNIQUE (bet_id, version),
  UNIQUE (bet_id, idempotency_key)
);
CREATE INDEX payment_owed ON payment (id) WHERE paid_at IS NULL;
