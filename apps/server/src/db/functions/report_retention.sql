-- Retention by signup week (reports, 0100): for each ISO week (its Monday, in the brand's days) in
-- which members registered, how many registered, and how many of them had a settled bet in that week
-- and each week after it, up to the range's end.
CREATE OR REPLACE FUNCTION report_retention(p_merchant bigint, p_from date, p_to date)
RETURNS TABLE (cohort text, size bigint, week integer, active bigint) LANGUAGE sql STABLE AS $$
  WITH zone AS (
    SELECT time_zone AS tz, (p_from::timestamp AT TIME ZONE time_zone) AS since,
      ((p_to + 1)::timestamp AT TIME ZONE time_zone) AS until
    FROM merchants WHERE id = p_merchant
  ), joined AS (
    SELECT m.id, date_trunc('week', (m.created_at AT TIME ZONE z.tz)::date)::date AS cohort
    FROM members AS m CROSS JOIN zone AS z
    WHERE m.merchant_id = p_merchant AND m.created_at >= z.since AND m.created_at < z.until
  ), sizes AS (
    SELECT cohort, count(*) AS size FROM joined GROUP BY cohort
  ), played AS (
    SELECT DISTINCT j.cohort, j.id, ((date_trunc('week', p.day)::date - j.cohort) / 7) AS week
    FROM report_base_play(p_merchant, p_from, p_to) AS p JOIN joined AS j ON j.id = p.member_id
    WHERE p.day >= j.cohort
  )
  SELECT s.cohort::text, s.size, w.week, count(pl.id)
  FROM sizes AS s
    CROSS JOIN LATERAL generate_series(0, (date_trunc('week', p_to)::date - s.cohort) / 7) AS w (week)
    LEFT JOIN played AS pl ON pl.cohort = s.cohort AND pl.week = w.week
  GROUP BY s.cohort, s.size, w.week
$$;
