-- A bet is paid at the odds it was accepted under (issue 18): each bet keeps the prize mode of its
-- game when it was placed, and settlement reads that, not the game's mode at settle time. Bets placed
-- before this take their game's mode now, as settlement would have.
ALTER TABLE lottery_bets ADD COLUMN prize_mode text;
UPDATE lottery_bets AS bet SET prize_mode = game.prize_mode
  FROM lottery_draws AS draw JOIN lottery_games AS game ON game.id = draw.game_id
  WHERE draw.id = bet.draw_id;
ALTER TABLE lottery_bets ALTER COLUMN prize_mode SET NOT NULL,
  ADD CONSTRAINT lottery_bets_prize_mode CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA'));

-- A chase buys its draws at the odds version it was placed under; once its game's odds move on it
-- stops (`stop_reason` 'odds') instead of buying at odds the member never saw. A stop says why: the
-- member stopped it, the game's limits refused a draw, or the odds changed.
ALTER TABLE lottery_chases ADD COLUMN odds_version integer,
  ADD COLUMN stop_reason text CHECK (stop_reason IN ('member', 'limit', 'odds'));
UPDATE lottery_chases AS chase SET odds_version = coalesce(
  (SELECT min(bet.odds_version) FROM lottery_bets AS bet WHERE bet.slip_id = chase.slip_id),
  (SELECT game.odds_version FROM lottery_games AS game WHERE game.id = chase.game_id));
ALTER TABLE lottery_chases ALTER COLUMN odds_version SET NOT NULL,
  ADD CONSTRAINT lottery_chases_stop_reason CHECK (stop_reason IS NULL OR status = 'stopped');

-- The member hears of a chase the odds change stopped, with what went back to the main wallet.
ALTER TABLE member_money_messages DROP CONSTRAINT member_money_messages_kind_check,
  ADD CONSTRAINT member_money_messages_kind_check CHECK (kind IN ('deposit.success', 'deposit.failure',
    'withdrawal.approved', 'withdrawal.rejected', 'lottery.chase.odds'));
