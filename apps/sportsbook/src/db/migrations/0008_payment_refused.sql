-- A payment the wallet refused for good (a final code such as ROUND_CLOSED: the platform refunded the
-- round, or it names a round, player or game it does not know) is never sent again: it is kept with
-- its code and when, out of the payments owed, so it neither comes back every minute nor holds the
-- bet's later payments, and staff see it in refused_payment (docs/sportsbook.md, "Payments refused
-- for good"). A transient failure (the network, a refusal that may pass) is sent again later, each
-- failed attempt in a row waiting longer (settlement/retries.ts); attempts counts them.
ALTER TABLE payment ADD COLUMN refused_at timestamptz;
ALTER TABLE payment ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);
ALTER TABLE payment ADD CONSTRAINT payment_refused_once CHECK (refused_at IS NULL OR (paid_at IS NULL AND refusal IS NOT NULL));

DROP INDEX payment_owed;
CREATE INDEX payment_owed ON payment (id) WHERE paid_at IS NULL AND refused_at IS NULL;

-- What staff settle by hand: each payment refused for good, with the member and round it was for, in
-- the session's currency (the amount in minor units; the scale is its decimals).
CREATE VIEW refused_payment AS
  SELECT p.id AS payment_id, p.bet_id, b.player_id, b.wallet_round_id AS round_id, p.transaction_id,
    p.kind, p.operation, p.amount, b.currency, ps.scale, p.refusal AS code, p.refused_at, p.created_at
  FROM payment AS p
  JOIN bet AS b ON b.id = p.bet_id
  JOIN player_session AS ps ON ps.id = b.session_id
  WHERE p.refused_at IS NOT NULL;
