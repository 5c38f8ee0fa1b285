-- What the brand paid out besides play, one row per payment in the brand's days (reports, 0100):
-- bonus cost is promotion bonuses granted and mission rewards claimed, rebates the VIP rebates paid,
-- agent pay the agents' settlements (by contract kind).
CREATE OR REPLACE FUNCTION report_base_costs(p_merchant bigint, p_from date, p_to date)
RETURNS TABLE (day date, cost text, kind text, amount bigint) LANGUAGE sql STABLE AS $$
  WITH zone AS (
    SELECT time_zone AS tz, (p_from::timestamp AT TIME ZONE time_zone) AS since,
      ((p_to + 1)::timestamp AT TIME ZONE time_zone) AS until
    FROM merchants WHERE id = p_merchant
  )
  SELECT (b.granted_at AT TIME ZONE z.tz)::date, 'bonus', 'promotion', b.amount
  FROM promotion_bonuses AS b, zone AS z
  WHERE b.merchant_id = p_merchant AND b.granted_at >= z.since AND b.granted_at < z.until
  UNION ALL
  SELECT (c.created_at AT TIME ZONE z.tz)::date, 'bonus', 'mission', c.reward
  FROM mission_claims AS c, zone AS z
  WHERE c.merchant_id = p_merchant AND c.created_at >= z.since AND c.created_at < z.until
  UNION ALL
  SELECT (r.created_at AT TIME ZONE z.tz)::date, 'rebate', 'vip', r.amount
  FROM vip_rebates AS r, zone AS z
  WHERE r.merchant_id = p_merchant AND r.created_at >= z.since AND r.created_at < z.until
  UNION ALL
  SELECT (s.settled_at AT TIME ZONE z.tz)::date, 'agent', s.kind, s.amount
  FROM agent_settlements AS s, zone AS z
  WHERE s.merchant_id = p_merchant AND s.settled_at >= z.since AND s.settled_at < z.until
$$;
