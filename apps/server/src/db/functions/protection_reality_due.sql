-- Whether the member's reality check waits for an answer at p_now: player protection's one refusal
-- of a stake made in one statement that is not asked before (protection_stake_open). A stake that
-- writes before it can know all its own refusals (a lottery slip, lottery_place_slip) asks this
-- first, so that its refusal writes nothing, and counts the stake with protection_stake_count.
CREATE OR REPLACE FUNCTION protection_reality_due(p_member_id bigint, p_now timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM reality_checks WHERE member_id = p_member_id AND due_at <= p_now)
$$;
