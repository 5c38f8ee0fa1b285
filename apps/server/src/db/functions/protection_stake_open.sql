-- Player protection's first word on a stake made in one statement (the seamless debit, vendor_debit),
-- read before the stake writes anything, so that a caller sent elsewhere finds nothing to undo:
-- EXCLUSION_UNCHECKED when the member's exclusion mark (0180) is not the one the caller's instance
-- last found them not excluded at (p_exclusion_mark, NULL when it has none): the caller checks in
-- full and comes back with the mark it read; LIMITS_COUNTED when the stake counts against the
-- member's limits (p_counts_play: it comes from the main wallet) and the member has a wager or loss
-- limit: those rules are the protection service's, so the caller stakes in a transaction of its own
-- and counts it there. NULL: the stake may go on in the statement.
-- The rules are protection_stake_gate's, which a slip reads whole.
CREATE OR REPLACE FUNCTION protection_stake_open(
  p_member_id bigint,
  p_exclusion_mark bigint,
  p_counts_play boolean
) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT gate.refusal FROM protection_stake_gate(p_member_id, p_exclusion_mark, p_counts_play, now()) AS gate);
END
$$;
