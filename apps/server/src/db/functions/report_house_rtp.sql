-- The house games' actual return to player over the range (reports, 0100): wins / stakes, per game.
CREATE OR REPLACE FUNCTION report_house_rtp(p_merchant bigint, p_from date, p_to date)
RETURNS TABLE (game text, label text, bets bigint, stakes numeric, wins numeric, rtp numeric)
LANGUAGE sql STABLE AS $$
  SELECT p.game, min(p.game_name), count(*), sum(p.stake), sum(p.win),
    round(sum(p.win) * 100 / nullif(sum(p.stake), 0), 2)
  FROM report_base_play(p_merchant, p_from, p_to) AS p
  WHERE p.product = 'house'
  GROUP BY p.game
$$;
