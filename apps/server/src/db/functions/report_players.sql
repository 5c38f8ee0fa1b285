-- Players by period (reports, 0100): registrations (members created), first deposits (members whose
-- first paid deposit ever was paid in the period, and what it brought) and active players (members
-- with a settled bet in the period, report_base_play).
CREATE OR REPLACE FUNCTION report_players(p_merchant bigint, p_from date, p_to date, p_by text)
RETURNS TABLE (key text, registrations bigint, first_deposits bigint, first_deposit_amount numeric, active bigint)
LANGUAGE sql STABLE AS $$
  WITH zone AS (
    SELECT time_zone AS tz, (p_from::timestamp AT TIME ZONE time_zone) AS since,
      ((p_to + 1)::timestamp AT TIME ZONE time_zone) AS until
    FROM merchants WHERE id = p_merchant
  ), registered AS (
    SELECT report_base_period((m.created_at AT TIME ZONE z.tz)::date, p_by) AS key, count(*) AS n
    FROM members AS m CROSS JOIN zone AS z
    WHERE m.merchant_id = p_merchant AND m.created_at >= z.since AND m.created_at < z.until
    GROUP BY 1
  ), firsts AS (
    SELECT DISTINCT ON (d.member_id) d.member_id, d.decided_at, coalesce(d.paid_amount, d.amount) AS amount
    FROM deposits AS d
    WHERE d.merchant_id = p_merchant AND d.status = 'succeeded'
    ORDER BY d.member_id, d.decided_at, d.id
  ), first_deposits AS (
    SELECT report_base_period((f.decided_at AT TIME ZONE z.tz)::date, p_by) AS key, count(*) AS n,
      sum(f.amount) AS amount
    FROM firsts AS f CROSS JOIN zone AS z
    WHERE f.decided_at >= z.since AND f.decided_at < z.until
    GROUP BY 1
  ), active AS (
    SELECT report_base_period(p.day, p_by) AS key, count(DISTINCT p.member_id) AS n
    FROM report_base_play(p_merchant, p_from, p_to) AS p
    GROUP BY 1
  )
  SELECT k.key, coalesce(r.n, 0), coalesce(f.n, 0), coalesce(f.amount, 0), coalesce(a.n, 0)
  FROM (SELECT key FROM registered UNION SELECT key FROM first_deposits UNION SELECT key FROM active) AS k
    LEFT JOIN registered AS r ON r.key = k.key
    LEFT JOIN first_deposits AS f ON f.key = k.key
    LEFT JOIN active AS a ON a.key = k.key
$$;
