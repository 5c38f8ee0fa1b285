-- The brand's result by period (reports, 0100): report_ggr's play figures with what was paid besides
-- play (report_base_costs), and NGR = GGR - bonus cost - rebates - agent pay.
CREATE OR REPLACE FUNCTION report_ngr(p_merchant bigint, p_from date, p_to date, p_by text)
RETURNS TABLE (
  key text, bets bigint, stakes numeric, wins numeric, ggr numeric, hold numeric,
  bonus_cost numeric, rebates numeric, agent_pay numeric, ngr numeric
) LANGUAGE sql STABLE AS $$
  WITH play AS (
    SELECT * FROM report_ggr(p_merchant, p_from, p_to, p_by)
  ), costs AS (
    SELECT report_base_period(c.day, p_by) AS key,
      coalesce(sum(c.amount) FILTER (WHERE c.cost = 'bonus'), 0) AS bonus_cost,
      coalesce(sum(c.amount) FILTER (WHERE c.cost = 'rebate'), 0) AS rebates,
      coalesce(sum(c.amount) FILTER (WHERE c.cost = 'agent'), 0) AS agent_pay
    FROM report_base_costs(p_merchant, p_from, p_to) AS c
    GROUP BY 1
  )
  SELECT coalesce(p.key, c.key), coalesce(p.bets, 0), coalesce(p.stakes, 0), coalesce(p.wins, 0),
    coalesce(p.ggr, 0), p.hold, coalesce(c.bonus_cost, 0), coalesce(c.rebates, 0),
    coalesce(c.agent_pay, 0),
    coalesce(p.ggr, 0) - coalesce(c.bonus_cost, 0) - coalesce(c.rebates, 0) - coalesce(c.agent_pay, 0)
  FROM play AS p FULL JOIN costs AS c ON c.key = p.key
$$;
