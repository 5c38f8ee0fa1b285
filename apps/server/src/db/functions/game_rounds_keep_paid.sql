-- A game round that a vendor transaction names is never deleted (0296): the foreign key that refused
-- it checked, on every debit, a round the same statement had just written and locked. A member's
-- removal (the demo accounts' clean-up) cascades to their rounds; this refuses it, with the foreign
-- key's error, when one of them has money on it.
CREATE OR REPLACE FUNCTION game_rounds_keep_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM vendor_transactions AS t WHERE t.round_id = OLD.id) THEN
    RAISE EXCEPTION 'game round % is named by a vendor transaction: its deletion is refused', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END
$$;
