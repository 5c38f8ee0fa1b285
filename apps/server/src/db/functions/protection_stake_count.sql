-- The reality check's running total takes a stake that counts against the member's play, as
-- recordStake does for a member without wager or loss limits: in the stake's own transaction, after
-- protection_reality_due let it on.
CREATE OR REPLACE FUNCTION protection_stake_count(p_member_id bigint, p_amount bigint)
RETURNS void LANGUAGE sql AS $$
  UPDATE reality_checks SET wagered = wagered + p_amount WHERE member_id = p_member_id
$$;
