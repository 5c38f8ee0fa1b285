-- The reality check's running total takes a stake that counts against the member's play, as
-- recordStake does for a member without wager or loss limits: in the stake's own transaction, after
-- protection_reality_due let it on. PL/pgSQL, as protection_reality_due is, so that its plan is kept
-- for the session rather than made on every stake.
CREATE OR REPLACE FUNCTION protection_stake_count(p_member_id bigint, p_amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reality_checks SET wagered = wagered + p_amount WHERE member_id = p_member_id;
END
$$;
