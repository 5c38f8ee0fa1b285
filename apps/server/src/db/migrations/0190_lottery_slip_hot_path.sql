-- Issue 25: a slip's statements, cheaper.
--
-- The per-draw stake check sums the member's bets on one draw. By member alone (lottery_bets_member_idx)
-- it read every bet the member ever placed, so a slip got slower with each slip before it.
CREATE INDEX IF NOT EXISTS lottery_bets_member_draw_idx ON lottery_bets (member_id, draw_id);

-- The keys of migration 0041's kind, on the lottery's hot inserts: every slip and bet of a brand pointed
-- at its one merchants row, and every bet of a draw at that draw's row, each check a FOR KEY SHARE lock
-- that concurrent slips turn into a multixact they all rewrite. A bet's slip is written earlier in the
-- same transaction, so its key only locked a row nobody else can see yet.
--
-- What these keys guarded stays guarded: placeSlip reads the brand's game and locks the open draw FOR
-- SHARE in the slip's own transaction before writing the bets, and a chase step does the same with the
-- chase's draw; no merchant, draw or slip row is ever deleted (no code deletes them; a brand's games
-- and draws would go only with the brand, which its ledger accounts keep). The member keys stay: demo
-- members are deleted, and their slips and bets with them.
ALTER TABLE lottery_slips DROP CONSTRAINT lottery_slips_merchant_id_fkey;
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_merchant_id_fkey;
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_draw_id_fkey;
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_slip_id_fkey;
