-- Issue 18, rule 6 (seamless wallet) and rule 1 (a house game's top win).
--
-- A round is timed out from its last call, not its opening: last_activity_at moves with every
-- debit, credit and rollback. `credited` says the round has paid (even nothing): its stakes can no
-- longer be given back, by a rollback or by the open-round job.
ALTER TABLE game_rounds
  ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN credited boolean NOT NULL DEFAULT false;
UPDATE game_rounds SET last_activity_at = coalesce(closed_at, opened_at);
UPDATE game_rounds AS r SET credited = true
WHERE EXISTS (SELECT 1 FROM vendor_transactions AS t WHERE t.round_id = r.id AND t.kind = 'credit');
CREATE INDEX game_rounds_idle_idx ON game_rounds (last_activity_at) WHERE status = 'open';

-- The most a round of the game may pay, in stakes: a credit that would take the round's wins above
-- its standing stake times this is refused. The platform holds it, not the vendor (whose key may be
-- stolen); NULL: the vendor's word is taken. The house games' tops follow from their rules
-- (apps/house-vendor/src/games): dice 99x, crash cash-out 1,000x, baccarat 9x (a tie), and the slot
-- at most 1,050x a spin plus 8 free spins at twice that.
ALTER TABLE games ADD COLUMN max_win_multiplier integer CHECK (max_win_multiplier > 0);
UPDATE games AS g SET max_win_multiplier = CASE g.game_code
    WHEN 'HOUSE_LUCKY_DICE' THEN 99
    WHEN 'HOUSE_ROCKET_CRASH' THEN 1000
    WHEN 'HOUSE_BACCARAT' THEN 9
    WHEN 'HOUSE_LOTUS_FORTUNE' THEN 17850
  END
FROM game_vendors AS v
WHERE v.merchant_id = g.merchant_id AND v.category = g.category AND v.vendor_code = g.vendor_code
  AND v.provider_code = 'HOUSE'
  AND g.game_code IN ('HOUSE_LUCKY_DICE', 'HOUSE_ROCKET_CRASH', 'HOUSE_BACCARAT', 'HOUSE_LOTUS_FORTUNE');

-- Copies of one provider call are decided by its transaction id first: every call that writes under
-- an id (and a rollback, under the debit id it may tombstone) takes this lock before it looks at
-- what the id has, so a copy arriving at the same moment waits and then answers what the first
-- answered, whatever the round has become meanwhile. Held to the end of the transaction.
\ir ../functions/vendor_lock_transaction_id.sql

-- vendor_debit of migration 0062, but it takes the transaction id's lock before it looks at the id,
-- and a debit into an open round moves the round's last activity.
\ir ../functions/vendor_debit.sql
