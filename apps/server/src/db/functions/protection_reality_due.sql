-- Whether the member's reality check waits for an answer at p_now: player protection's one refusal
-- of a stake made in one statement that is not asked before (protection_stake_open). A stake that
-- writes before it can know all its own refusals (a lottery slip, lottery_place_slip) asks this
-- first, so that its refusal writes nothing, and counts the stake with protection_stake_count.
-- PL/pgSQL, not SQL: called from the debit's and the slip's PL/pgSQL, a SQL function (its EXISTS
-- keeps it from being inlined) is planned again on every call on PostgreSQL 15, where PL/pgSQL keeps
-- its plan for the session (issue 25: the two helpers cost about half as much per stake).
CREATE OR REPLACE FUNCTION protection_reality_due(p_member_id bigint, p_now timestamptz)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM reality_checks WHERE member_id = p_member_id AND due_at <= p_now);
END
$$;
