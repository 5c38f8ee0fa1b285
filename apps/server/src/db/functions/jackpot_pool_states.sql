-- Which of p_accounts are jackpot pools, and whether each one's jackpot is open (issue 27): a stake
-- given back (a rollback, a stale round's refund) takes a closed pool's share from the house instead,
-- the closing having moved the pool's money there. The caller asks it holding the accounts' row locks,
-- as vendor_debit asks jackpot_pools_open: a closing marks the jackpot closed before it locks the pool
-- to read what it holds, so either the closing reads the pool after the share went back out of it, or
-- the closing committed first and the pool is answered closed here.
CREATE OR REPLACE FUNCTION jackpot_pool_states(p_accounts bigint[])
RETURNS TABLE (account_id bigint, open boolean) LANGUAGE sql STABLE AS $$
  SELECT account.id, jackpot.state = 'open'
  FROM ledger_accounts AS account
    JOIN jackpots AS jackpot ON jackpot.merchant_id = account.merchant_id AND jackpot.code = account.sub_key
  WHERE account.id = ANY (p_accounts) AND account.kind = 'system.jackpot'
$$;
