-- Agent pay by period and contract kind (reports, 0100): the agent part of report_base_costs.
CREATE OR REPLACE FUNCTION report_pay_by_kind(p_merchant bigint, p_from date, p_to date, p_by text)
RETURNS TABLE (key text, kind text, settlements bigint, amount numeric) LANGUAGE sql STABLE AS $$
  SELECT report_base_period(c.day, p_by), c.kind, count(*), sum(c.amount)
  FROM report_base_costs(p_merchant, p_from, p_to) AS c
  WHERE c.cost = 'agent'
  GROUP BY 1, 2
$$;
