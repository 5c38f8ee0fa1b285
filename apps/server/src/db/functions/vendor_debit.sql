-- The seamless wallet's debit, the hot path of play, as one statement (its own transaction when sent
-- alone): take the transaction id's lock (vendor_lock_transaction_id), refuse a nonce already spent
-- (unless the API spent it and passes NULL), and answer an id already taken from what took it, else
-- add the stake to the member's open round (a round is one member's and one wallet's:
-- p_main_account is the wallet the launch plays, 0042), move the round's last activity, move the
-- money through ledger_move and record the answer, all or nothing. Refusals (NONCE_REPLAYED,
-- ROUND_CLOSED, INSUFFICIENT_FUNDS, ...) write nothing but the nonce: each is decided, under the
-- lock that keeps it true, before the first write, so none needs undoing and the statement opens no
-- subtransaction (issue 25: an EXCEPTION block cost every debit a subtransaction id and its WAL).
-- A write that still meets a taker its locks did not stop (another member's debit opening the same
-- round id at the same moment) fails the statement with a serialization failure, which undoes it
-- all, nonce included; the caller's retry (retryingMoneyWork) then meets the refusal up front.
-- A debit that opens a round, with p_min_cycle_ms above 0, also moves the member's last round start
-- of the game (game_pace, 0113) to p_now, and is refused (GAME_CYCLE_TOO_SHORT) when the one before
-- is less than the cycle ago: an advisory lock per member and game makes two openings at once take
-- turns, the row before its first opening included.
-- Player protection (issue 25) is asked in the same statement, through its own functions: first,
-- before anything is written, whether the member's exclusion mark is still p_exclusion_mark and, for
-- a stake that counts (p_counts_play: from the main wallet), whether limits count it
-- (protection_stake_open: EXCLUSION_UNCHECKED or LIMITS_COUNTED send the caller elsewhere, nothing
-- written, not even the nonce); then, last of the refusals, a reality check that is due refuses the
-- stake (REALITY_CHECK_DUE) and one that is not takes it (protection_stake_record). With
-- p_caller_counts the caller counts the stake against the limits in the transaction it runs this
-- in, and only the exclusion mark is asked here. The raw call is kept by the API (vendor_calls, in
-- batches).
-- The nonce (0294): a debit that moves money keeps it in its vendor_transactions row, any other
-- outcome in vendor_call_nonces; both are read under the transaction id's lock, which every copy of
-- one call takes (a copy carries the same body, so the same id), so of two copies one runs and the
-- other is refused NONCE_REPLAYED, as when the nonce was spent in Redis first, and a debit that
-- moves money writes no nonce row and waits for no Redis.
-- A stake of a game that feeds progressive jackpots (0275) pays each pool its share in the same
-- transfer: p_pool_accounts and p_pool_shares, leg for leg, taken from the house's side, so the
-- member's debit is the same with or without them. A pool whose jackpot is no longer open (the caller
-- read the brand's jackpots before a closing) answers POOL_CLOSED, nothing written, the nonce
-- included: the caller reads the jackpots again and sends the debit without that share, which the
-- house keeps (a late share: never in a closed pool, never lost).
-- The generic plan is forced, as in ledger_move and for the same reason: the accounts' lock, over an
-- array of ids, was planned afresh on every call (a custom plan, about 50 µs of a debit's 450 at 16
-- clients, issue 25). Its generic plan takes the primary key whatever the ids; the other statements
-- already ran on their generic plans.
DROP FUNCTION IF EXISTS vendor_debit(
  text, text, bytea, bigint, bigint, text, bigint, bigint, bigint, bigint, text, bytea, jsonb, text, text,
  integer, text, text, integer, timestamptz, text
);
DROP FUNCTION IF EXISTS vendor_debit(
  text, text, bytea, bigint, bigint, text, bigint, bigint, bigint, bigint, text, bytea, jsonb, text, text,
  integer, text, integer, timestamptz, bigint, boolean, boolean
);
CREATE OR REPLACE FUNCTION vendor_debit(
  p_provider text,
  p_transaction_id text,
  p_fingerprint bytea,
  p_merchant_id bigint,
  p_member_id bigint,
  p_round_id text,
  p_game_id bigint,
  p_amount bigint,
  p_main_account bigint,
  p_house_account bigint,
  p_ledger_key text,
  p_ledger_fingerprint bytea,
  p_memo jsonb,
  p_player_id text,
  p_currency text,
  p_scale integer,
  p_nonce text,
  p_min_cycle_ms integer,
  p_now timestamptz,
  p_exclusion_mark bigint,
  p_counts_play boolean,
  p_caller_counts boolean,
  p_pool_accounts bigint[],
  p_pool_shares bigint[]
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_outcome text;
  v_round bigint;
  v_status text;
  v_round_member bigint;
  v_round_account bigint;
  v_opens boolean;
  v_opened boolean;
  v_started timestamptz;
  v_overdrawn bigint;
  v_owned bigint;
  v_found bigint;
  v_foreign bigint;
  v_currencies bigint;
  v_transfer bigint;
  v_balance bigint;
  v_answer jsonb;
  v_taken_nonce text;
  v_pooled bigint := coalesce((SELECT sum(share) FROM unnest(p_pool_shares) AS share), 0);
BEGIN
  v_outcome := protection_stake_open(p_member_id, p_exclusion_mark, p_counts_play AND NOT p_caller_counts);
  IF v_outcome IS NOT NULL THEN
    RETURN QUERY SELECT v_outcome, NULL::jsonb;
    RETURN;
  END IF;
  PERFORM vendor_lock_transaction_id(p_provider, p_transaction_id);
  SELECT taken.outcome, taken.answer, taken.nonce INTO v_outcome, v_answer, v_taken_nonce
  FROM vendor_taken_outcome(p_provider, p_transaction_id, p_fingerprint) AS taken;
  IF p_nonce IS NOT NULL AND (
    v_taken_nonce = p_nonce
    OR EXISTS (SELECT 1 FROM vendor_call_nonces AS n WHERE n.provider_code = p_provider AND n.nonce = p_nonce)
  ) THEN
    RETURN QUERY SELECT 'NONCE_REPLAYED'::text, NULL::jsonb;
    RETURN;
  END IF;

  -- Every outcome but the stake taken leaves this block with v_outcome set (and v_answer, for an id
  -- already taken), and spends the nonce below it.
  <<refusals>>
  BEGIN
  IF v_outcome IS NOT NULL THEN
    EXIT refusals;
  END IF;

  -- Every refusal is decided here, under the locks that keep it true, before the stake writes
  -- anything: a refusal then leaves nothing to undo, and the statement needs no subtransaction (an
  -- EXCEPTION block costs every call a subtransaction id and its WAL). The locks are taken in the
  -- order the other calls take them: the round, then the accounts in id order (ledger_move's).
  SELECT r.id, r.status, r.member_id, r.account_id INTO v_round, v_status, v_round_member, v_round_account
  FROM game_rounds AS r WHERE r.provider_code = p_provider AND r.round_id = p_round_id
  FOR UPDATE;
  v_opens := NOT FOUND;
  IF v_opens AND p_min_cycle_ms > 0 THEN
    -- Openings of one member's game take turns on this lock (the pace row may not exist yet to lock);
    -- a debit that waited finds the round a turn-mate opened and opens nothing.
    PERFORM pg_advisory_xact_lock(hashtext('game_pace'), hashtext(p_member_id || '/' || p_game_id));
    SELECT r.id, r.status, r.member_id, r.account_id INTO v_round, v_status, v_round_member, v_round_account
    FROM game_rounds AS r WHERE r.provider_code = p_provider AND r.round_id = p_round_id
    FOR UPDATE;
    v_opens := NOT FOUND;
    IF v_opens THEN
      SELECT g.round_started_at INTO v_started FROM game_pace AS g
      WHERE g.member_id = p_member_id AND g.game_id = p_game_id;
      IF v_started > p_now - make_interval(secs => p_min_cycle_ms / 1000.0) THEN
        v_outcome := 'GAME_CYCLE_TOO_SHORT';
        EXIT refusals;
      END IF;
    END IF;
  END IF;
  IF NOT v_opens AND (v_status <> 'open' OR v_round_member <> p_member_id OR v_round_account <> p_main_account) THEN
    v_outcome := 'ROUND_CLOSED';
    EXIT refusals;
  END IF;
  -- The member's account is theirs (0297): a round's member then owns a locked account, whose key
  -- to the member refuses the member's removal, in place of the round's own key to the member.
  SELECT count(*) FILTER (
    WHERE NOT a.may_go_negative
      AND a.balance + CASE WHEN a.id = p_main_account THEN -p_amount ELSE p_amount END < 0
  ), count(*) FILTER (WHERE a.id = p_main_account AND a.member_id = p_member_id)
  INTO v_overdrawn, v_owned
  FROM (
    SELECT account.id, account.balance, account.may_go_negative, account.member_id FROM ledger_accounts AS account
    WHERE account.id = ANY (ARRAY[p_main_account, p_house_account] || p_pool_accounts)
    ORDER BY account.id
    FOR UPDATE
  ) AS a;
  IF v_owned <> 1 THEN
    RAISE EXCEPTION 'vendor_debit: account % is not member %''s', p_main_account, p_member_id;
  END IF;
  -- Asked in a statement of its own, after the pools' locks: a closing that committed meanwhile is
  -- seen (jackpot_pools_open). Not a refusal: the caller sends the debit again, so the nonce stays.
  IF cardinality(p_pool_accounts) > 0 AND NOT jackpot_pools_open(p_pool_accounts) THEN
    RETURN QUERY SELECT 'POOL_CLOSED'::text, NULL::jsonb;
    RETURN;
  END IF;
  IF v_overdrawn > 0 THEN
    v_outcome := 'INSUFFICIENT_FUNDS';
    EXIT refusals;
  END IF;
  -- Last of the refusals, as when the protection service asked after the debit; it writes the
  -- reality check's running total only when it lets the stake on.
  IF NOT p_caller_counts THEN
    v_outcome := protection_stake_record(p_member_id, p_amount, p_counts_play, p_now);
  END IF;
  END refusals;
  IF v_outcome IS NOT NULL THEN
    IF p_nonce IS NOT NULL THEN
      INSERT INTO vendor_call_nonces (provider_code, nonce) VALUES (p_provider, p_nonce)
      ON CONFLICT (provider_code, nonce) DO NOTHING;
    END IF;
    RETURN QUERY SELECT v_outcome, v_answer;
    RETURN;
  END IF;

  -- The stake is taken. What follows cannot be refused while the locks above hold; a write that
  -- still finds its row taken met a writer that took none of them (a round id another member's
  -- first debit opened meanwhile): the statement fails with a serialization failure, which undoes
  -- it all, nonce included, and the caller runs it again to meet the refusal above.
  IF v_opens THEN
    INSERT INTO game_rounds AS r (merchant_id, member_id, provider_code, round_id, game_id, stake, account_id)
    VALUES (p_merchant_id, p_member_id, p_provider, p_round_id, p_game_id, p_amount, p_main_account)
    ON CONFLICT (provider_code, round_id) DO UPDATE
      SET stake = r.stake + excluded.stake, last_activity_at = now()
      WHERE r.status = 'open' AND r.member_id = p_member_id AND r.account_id = p_main_account
    RETURNING r.id, (r.xmax = 0) INTO v_round, v_opened;
  ELSE
    -- The round was found, locked and checked above: an update, not a speculative insertion.
    UPDATE game_rounds SET stake = stake + p_amount, last_activity_at = now() WHERE id = v_round;
    v_opened := false;
  END IF;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'vendor_debit: round % was opened meanwhile by another', p_round_id
      USING ERRCODE = 'serialization_failure';
  END IF;
  IF v_opened AND p_min_cycle_ms > 0 THEN
    INSERT INTO game_pace AS g (member_id, game_id, round_started_at)
    VALUES (p_member_id, p_game_id, p_now)
    ON CONFLICT (member_id, game_id) DO UPDATE SET round_started_at = excluded.round_started_at
      WHERE g.round_started_at <= excluded.round_started_at - make_interval(secs => p_min_cycle_ms / 1000.0);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'vendor_debit: game pace of member % moved meanwhile', p_member_id
        USING ERRCODE = 'serialization_failure';
    END IF;
  END IF;

  SELECT m.transfer_id, m.balance_after, m.found, m.foreign_accounts, m.currencies
  INTO v_transfer, v_balance, v_found, v_foreign, v_currencies
  FROM ledger_move(
    p_merchant_id, p_ledger_key, 'game.debit', p_ledger_fingerprint, NULL, p_memo,
    ARRAY[p_main_account, p_house_account] || p_pool_accounts,
    ARRAY[-p_amount, p_amount - v_pooled] || p_pool_shares
  ) AS m
  ORDER BY (m.account_id = p_main_account) DESC NULLS LAST
  LIMIT 1;
  IF v_transfer IS NULL THEN
    IF v_found = 2 + cardinality(p_pool_accounts) AND v_foreign = 0 AND v_currencies = 1 THEN
      -- The ledger key is taken: only a writer holding this id's lock writes it, so never here.
      RAISE EXCEPTION 'vendor_debit: ledger key % taken under its lock', p_ledger_key
        USING ERRCODE = 'serialization_failure';
    END IF;
    RAISE EXCEPTION 'vendor_debit: accounts % and % are not one brand''s in one currency', p_main_account, p_house_account;
  END IF;

  v_answer := jsonb_build_object(
    'code', 'OK',
    'playerId', p_player_id,
    'currency', p_currency,
    'balance', round(v_balance::numeric / power(10::numeric, p_scale), p_scale)::text,
    'transactionId', p_transaction_id
  );
  -- A plain insert (issue 25): the id's lock is held and vendor_taken_outcome found it free, so no
  -- other row can take it first; ON CONFLICT cost every debit a speculative insertion and its WAL.
  INSERT INTO vendor_transactions (
    provider_code, transaction_id, kind, round_id, amount, fingerprint, ledger_transfer_id, answer, nonce
  ) VALUES (
    p_provider, p_transaction_id, 'debit', v_round, p_amount, p_fingerprint, v_transfer, v_answer, p_nonce
  );

  RETURN QUERY SELECT 'OK'::text, v_answer;
END
$$;
