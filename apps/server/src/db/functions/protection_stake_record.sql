-- Player protection's part of a stake made in one statement, after protection_stake_open let it on
-- and in the stake's own transaction, once the stake's other refusals are known: REALITY_CHECK_DUE
-- while the member's reality check waits for an answer (nothing written); else, for a stake that counts
-- (p_counts_play), the reality check's running total takes it, as recordStake does for a member
-- without wager or loss limits. NULL: the stake stands.
CREATE OR REPLACE FUNCTION protection_stake_record(
  p_member_id bigint,
  p_amount bigint,
  p_counts_play boolean,
  p_now timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reality_checks WHERE member_id = p_member_id AND due_at <= p_now) THEN
    RETURN 'REALITY_CHECK_DUE';
  END IF;
  IF p_counts_play THEN
    UPDATE reality_checks SET wagered = wagered + p_amount WHERE member_id = p_member_id;
  END IF;
  RETURN NULL;
END
$$;
