-- The key a report groups a day under (reports, 0100): the day itself, its ISO week's Monday, its
-- month, or one key for the whole range. Every report keys its periods through this one function.
-- STABLE, as the date casts in it are: an IMMUTABLE one would not be inlined into the reports.
CREATE OR REPLACE FUNCTION report_base_period(p_day date, p_by text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE p_by
    WHEN 'day' THEN p_day::text
    WHEN 'week' THEN date_trunc('week', p_day)::date::text
    WHEN 'month' THEN to_char(p_day, 'YYYY-MM')
    ELSE 'total'
  END
$$;
