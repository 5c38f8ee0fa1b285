-- The seamless wallet's debit, the hot path of play, as one statement (its own transaction when sent
-- alone): spend the call's nonce (unless the API spent it in Redis and passes NULL, 0062), take the
-- transaction id's lock (vendor_lock_transaction_id) and answer an id already taken from what took
-- it, else add the stake to the member's open round (a round is one member's and one wallet's:
-- p_main_account is the wallet the launch plays, 0042), move the round's last activity, move the
-- money through ledger_move and record the answer, all or nothing. Refusals (NONCE_REPLAYED,
-- ROUND_CLOSED, INSUFFICIENT_FUNDS, ...) write nothing but the nonce.
-- A debit that opens a round, with p_min_cycle_ms above 0, also moves the member's last round start
-- of the game (game_pace, 0113) to p_now, and is refused (GAME_CYCLE_TOO_SHORT) when the one before
-- is less than the cycle ago: the row's lock makes two openings at once take turns.
-- Player protection (issue 25) is asked in the same statement, through its own functions: first,
-- before anything is written, whether the member's exclusion mark is still p_exclusion_mark and, for
-- a stake that counts (p_counts_play: from the main wallet), whether limits count it
-- (protection_stake_open: EXCLUSION_UNCHECKED or LIMITS_COUNTED send the caller elsewhere, nothing
-- written, not even the nonce); then, with the stake, a reality check that is due refuses it
-- (REALITY_CHECK_DUE) and one that is not takes it (protection_stake_record). With p_caller_counts
-- the caller counts the stake against the limits in the transaction it runs this in, and only the
-- exclusion mark is asked here. The raw call is kept by the API (vendor_calls, in batches).
DROP FUNCTION IF EXISTS vendor_debit(
  text, text, bytea, bigint, bigint, text, bigint, bigint, bigint, bigint, text, bytea, jsonb, text, text,
  integer, text, text, integer, timestamptz, text
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
  p_caller_counts boolean
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_outcome text;
  v_round bigint;
  v_opened boolean;
  v_transfer bigint;
  v_overdrawn bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  v_outcome := protection_stake_open(p_member_id, p_exclusion_mark, p_counts_play AND NOT p_caller_counts);
  IF v_outcome IS NOT NULL THEN
    RETURN QUERY SELECT v_outcome, NULL::jsonb;
    RETURN;
  END IF;
  IF p_nonce IS NOT NULL THEN
    INSERT INTO vendor_call_nonces (provider_code, nonce) VALUES (p_provider, p_nonce)
    ON CONFLICT (provider_code, nonce) DO NOTHING;
    IF NOT FOUND THEN
      v_outcome := 'NONCE_REPLAYED';
    END IF;
  END IF;
  IF v_outcome IS NULL THEN
    PERFORM vendor_lock_transaction_id(p_provider, p_transaction_id);
    SELECT taken.outcome, taken.answer INTO v_outcome, v_answer
    FROM vendor_taken_outcome(p_provider, p_transaction_id, p_fingerprint) AS taken;
  END IF;
  IF v_outcome IS NULL THEN
    v_outcome := 'OK';
    BEGIN
      INSERT INTO game_rounds AS r (merchant_id, member_id, provider_code, round_id, game_id, stake, account_id)
      VALUES (p_merchant_id, p_member_id, p_provider, p_round_id, p_game_id, p_amount, p_main_account)
      ON CONFLICT (provider_code, round_id) DO UPDATE
        SET stake = r.stake + excluded.stake, last_activity_at = now()
        WHERE r.status = 'open' AND r.member_id = p_member_id AND r.account_id = p_main_account
      RETURNING r.id, (r.xmax = 0) INTO v_round, v_opened;
      IF v_round IS NULL THEN
        RAISE EXCEPTION 'ROUND_CLOSED';
      END IF;
      IF v_opened AND p_min_cycle_ms > 0 THEN
        INSERT INTO game_pace AS g (member_id, game_id, round_started_at)
        VALUES (p_member_id, p_game_id, p_now)
        ON CONFLICT (member_id, game_id) DO UPDATE SET round_started_at = excluded.round_started_at
          WHERE g.round_started_at <= excluded.round_started_at - make_interval(secs => p_min_cycle_ms / 1000.0);
        IF NOT FOUND THEN
          RAISE EXCEPTION 'GAME_CYCLE_TOO_SHORT';
        END IF;
      END IF;

      SELECT m.transfer_id, m.overdrawn, m.balance_after INTO v_transfer, v_overdrawn, v_balance
      FROM ledger_move(
        p_merchant_id, p_ledger_key, 'game.debit', p_ledger_fingerprint, NULL, p_memo,
        ARRAY[p_main_account, p_house_account], ARRAY[-p_amount, p_amount]
      ) AS m
      ORDER BY (m.account_id = p_main_account) DESC NULLS LAST
      LIMIT 1;
      IF v_transfer IS NULL THEN
        IF v_overdrawn > 0 THEN
          RAISE EXCEPTION 'INSUFFICIENT_FUNDS';
        END IF;
        RAISE EXCEPTION 'TAKEN';
      END IF;

      v_answer := jsonb_build_object(
        'code', 'OK',
        'playerId', p_player_id,
        'currency', p_currency,
        'balance', round(v_balance::numeric / power(10::numeric, p_scale), p_scale)::text,
        'transactionId', p_transaction_id
      );
      INSERT INTO vendor_transactions (
        provider_code, transaction_id, kind, round_id, amount, fingerprint, ledger_transfer_id, answer
      ) VALUES (
        p_provider, p_transaction_id, 'debit', v_round, p_amount, p_fingerprint, v_transfer, v_answer
      ) ON CONFLICT (provider_code, transaction_id) DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'TAKEN';
      END IF;
      -- Last, as when the protection service asked after the debit: its other refusals come first.
      IF NOT p_caller_counts THEN
        v_outcome := protection_stake_record(p_member_id, p_amount, p_counts_play, p_now);
        IF v_outcome IS NOT NULL THEN
          RAISE EXCEPTION '%', v_outcome;
        END IF;
        v_outcome := 'OK';
      END IF;
    EXCEPTION WHEN raise_exception THEN
      v_outcome := SQLERRM;
      v_answer := NULL;
      -- Another call took the id meanwhile and has committed: answer from what it wrote.
      IF v_outcome = 'TAKEN' THEN
        SELECT taken.outcome, taken.answer INTO v_outcome, v_answer
        FROM vendor_taken_outcome(p_provider, p_transaction_id, p_fingerprint) AS taken;
        v_outcome := coalesce(v_outcome, 'TAKEN');
      END IF;
    END;
  END IF;

  RETURN QUERY SELECT v_outcome, v_answer;
END
$$;
