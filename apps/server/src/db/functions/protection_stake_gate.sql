-- Player protection's whole word on a stake made in one statement that writes only after all its own
-- refusals are known (a lottery slip, lottery_place_slip), in one read: what protection_stake_open
-- answers (EXCLUSION_UNCHECKED, LIMITS_COUNTED or NULL), whether protection_reality_due would refuse
-- the stake at p_now, and whether the member has a reality check at all, without which
-- protection_stake_count has nothing to count and is not called. A SQL function returning a table,
-- so that the caller's plan takes its body in as a subquery (issue 25: the three helpers and the
-- count were five statements and four calls on every slip, about a tenth of its backend's time, for
-- members most of whom have no limit and no reality check).
CREATE OR REPLACE FUNCTION protection_stake_gate(
  p_member_id bigint,
  p_exclusion_mark bigint,
  p_counts_play boolean,
  p_now timestamptz
) RETURNS TABLE (refusal text, reality_due boolean, reality_counted boolean)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE
      -- The two marks as two lookups of the key: `scope IN (0, p_member_id)` was planned as a bitmap
      -- scan, whose set-up cost a slip more than both lookups.
      WHEN p_exclusion_mark IS DISTINCT FROM
        coalesce((SELECT mark FROM exclusion_marks WHERE scope = 0), 0)
          + coalesce((SELECT mark FROM exclusion_marks WHERE scope = p_member_id), 0)
        THEN 'EXCLUSION_UNCHECKED'
      WHEN p_counts_play AND EXISTS (
        SELECT 1 FROM player_limits WHERE member_id = p_member_id AND kind IN ('wager', 'loss')
      ) THEN 'LIMITS_COUNTED'
    END,
    coalesce(reality.due_at <= p_now, false),
    reality.member_id IS NOT NULL
  FROM (SELECT p_member_id AS member_id) AS member
    LEFT JOIN reality_checks AS reality ON reality.member_id = member.member_id
$$;
