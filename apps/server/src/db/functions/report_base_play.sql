-- Every settled bet of a brand, of every product, in the brand's days `p_from` to `p_to` (reports,
-- 0100): the one source of stakes and wins. A game round counts once closed, on its close; a lottery
-- bet once won or lost, on its settlement. A stake is what stayed staked (less what was refunded).
-- Products: `house` (the house vendor's games), `vendor` (other providers'), `lottery`.
CREATE OR REPLACE FUNCTION report_base_play(p_merchant bigint, p_from date, p_to date)
RETURNS TABLE (
  day date, product text, vendor text, game text, game_name text, member_id bigint, stake bigint, win bigint
) LANGUAGE sql STABLE AS $$
  WITH zone AS (
    SELECT time_zone AS tz, (p_from::timestamp AT TIME ZONE time_zone) AS since,
      ((p_to + 1)::timestamp AT TIME ZONE time_zone) AS until
    FROM merchants WHERE id = p_merchant
  )
  SELECT (r.closed_at AT TIME ZONE z.tz)::date,
    CASE WHEN r.provider_code = 'HOUSE' THEN 'house' ELSE 'vendor' END,
    g.vendor_code, g.game_code, g.name, r.member_id, r.stake - r.refunded, r.win
  FROM game_rounds AS r CROSS JOIN zone AS z LEFT JOIN games AS g ON g.id = r.game_id
  WHERE r.merchant_id = p_merchant AND r.closed_at >= z.since AND r.closed_at < z.until
    AND r.status = 'closed'
  UNION ALL
  SELECT (b.settled_at AT TIME ZONE z.tz)::date, 'lottery', 'LOTTERY', lg.code, lg.name, b.member_id,
    b.stake - b.refunded, b.win
  FROM lottery_bets AS b CROSS JOIN zone AS z
    JOIN lottery_draws AS d ON d.id = b.draw_id JOIN lottery_games AS lg ON lg.id = d.game_id
  WHERE b.merchant_id = p_merchant AND b.settled_at >= z.since AND b.settled_at < z.until
    AND b.status IN ('won', 'lost')
$$;
