-- Play figures (reports, 0100), the one definition every screen and export reads: stakes, wins,
-- GGR = stakes - wins, hold % = GGR / stakes (null without stakes), grouped by a period of
-- report_base_period (day, week, month, total) or by product, vendor or game.
CREATE OR REPLACE FUNCTION report_ggr(p_merchant bigint, p_from date, p_to date, p_by text)
RETURNS TABLE (key text, label text, bets bigint, stakes numeric, wins numeric, ggr numeric, hold numeric)
LANGUAGE sql STABLE AS $$
  SELECT k.key, min(k.label), count(*), sum(p.stake), sum(p.win), sum(p.stake) - sum(p.win),
    round((sum(p.stake) - sum(p.win)) * 100 / nullif(sum(p.stake), 0), 2)
  FROM report_base_play(p_merchant, p_from, p_to) AS p,
    LATERAL (SELECT CASE p_by
        WHEN 'product' THEN p.product
        WHEN 'vendor' THEN p.vendor
        WHEN 'game' THEN p.vendor || ':' || p.game
        ELSE report_base_period(p.day, p_by)
      END AS key,
      CASE WHEN p_by = 'game' THEN p.game_name END AS label) AS k
  GROUP BY k.key
$$;
