-- A jackpot is `opening` until its seed has moved into its pool (at once, or when a second person
-- approves it), `open` from then, and `closed` once staff close it and its pool goes back to the house.
-- Only an open jackpot takes games, fundings and wins: an opening whose seed request was rejected
-- could otherwise be given games and, at its first win, be reseeded from the house by nobody's
-- approval. A closed jackpot has no games, so no stake feeds it and no round wins it.
ALTER TABLE jackpots
  ADD COLUMN state text NOT NULL DEFAULT 'open' CHECK (state IN ('opening', 'open', 'closed')),
  ADD COLUMN closed_at timestamptz,
  ADD CONSTRAINT jackpots_closed_at CHECK ((state = 'closed') = (closed_at IS NOT NULL));

-- Jackpots opened before: open when their opening seed moved (its ledger key is jackpot-seed:<id>/…,
-- and the demo brand's is seeded the same way), opening otherwise.
UPDATE jackpots SET state = 'opening'
  WHERE NOT EXISTS (
    SELECT 1 FROM ledger_transfers AS transfer
    WHERE transfer.merchant_id = jackpots.merchant_id
      AND transfer.kind = 'jackpot.seed'
      AND transfer.idempotency_key LIKE 'jackpot-seed:' || jackpots.id || '/%'
  );
