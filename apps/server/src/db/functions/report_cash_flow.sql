-- Money in and out of members' wallets by kind, method and status over the brand's days (reports,
-- 0100), on the day it was asked for: deposits by method (what arrived for a paid one, else what was
-- asked), withdrawals (one method, the member's bank account) and staff balance adjustments, whose
-- method is their direction and whose status their approval's.
CREATE OR REPLACE FUNCTION report_cash_flow(p_merchant bigint, p_from date, p_to date)
RETURNS TABLE (flow text, method text, status text, count bigint, amount numeric)
LANGUAGE sql STABLE AS $$
  WITH zone AS (
    SELECT (p_from::timestamp AT TIME ZONE time_zone) AS since,
      ((p_to + 1)::timestamp AT TIME ZONE time_zone) AS until
    FROM merchants WHERE id = p_merchant
  )
  SELECT 'deposit', m.code, d.status::text, count(*),
    sum(CASE WHEN d.status = 'succeeded' THEN coalesce(d.paid_amount, d.amount) ELSE d.amount END)
  FROM deposits AS d CROSS JOIN zone AS z JOIN deposit_methods AS m ON m.id = d.method_id
  WHERE d.merchant_id = p_merchant AND d.created_at >= z.since AND d.created_at < z.until
  GROUP BY m.code, d.status
  UNION ALL
  SELECT 'withdrawal', 'bank', w.status::text, count(*), sum(w.amount)
  FROM withdrawals AS w CROSS JOIN zone AS z
  WHERE w.merchant_id = p_merchant AND w.created_at >= z.since AND w.created_at < z.until
  GROUP BY w.status
  UNION ALL
  SELECT 'adjustment', a.payload ->> 'direction', a.state, count(*), sum(a.amount)
  FROM approval_requests AS a CROSS JOIN zone AS z
  WHERE a.merchant_id = p_merchant AND a.kind = 'balance.adjust'
    AND a.requested_at >= z.since AND a.requested_at < z.until
  GROUP BY a.payload ->> 'direction', a.state
$$;
