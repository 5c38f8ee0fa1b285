-- Whether every one of p_pools (ledger accounts a debit would pay jackpot shares into) is the pool of
-- a jackpot that is open (issue 27, late shares). A debit asks it only once it holds the pools' row
-- locks (vendor_debit), and a closing reads what the pool holds under the same lock after marking the
-- jackpot closed (jackpots/service.ts emptyPool): so either the debit's share is in the pool before
-- the closing reads it, and goes back to the house with the rest, or the debit sees the jackpot
-- closed and pays no share. A share never lands in a closed pool, and none is lost.
CREATE OR REPLACE FUNCTION jackpot_pools_open(p_pools bigint[]) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM unnest(p_pools) AS pool (id)
    WHERE NOT EXISTS (
      SELECT 1 FROM ledger_accounts AS account
        JOIN jackpots AS jackpot
          ON jackpot.merchant_id = account.merchant_id AND jackpot.code = account.sub_key
      WHERE account.id = pool.id AND account.kind = 'system.jackpot' AND jackpot.state = 'open'
    )
  )
$$;
