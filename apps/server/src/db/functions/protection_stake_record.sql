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
  IF protection_reality_due(p_member_id, p_now) THEN
    RETURN 'REALITY_CHECK_DUE';
  END IF;
  IF p_counts_play THEN
    PERFORM protection_stake_count(p_member_id, p_amount);
  END IF;
  RETURN NULL;
END
$$;
