-- The seamless wallet's debit, the hot path of play, as one round trip (ARCHITECTURE.md section 4):
-- answer a transaction id already taken from what took it, else add the stake to the member's open
-- round, move the money through ledger_move and record the answer, all or nothing. Refusals come back
-- as an outcome with nothing written: ROUND_CLOSED, INSUFFICIENT_FUNDS, or TAKEN when another call
-- took the id meanwhile (the caller then answers from what took it).
CREATE FUNCTION vendor_debit(
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
  p_scale integer
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_taken record;
  v_round bigint;
  v_transfer bigint;
  v_overdrawn bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  SELECT t.kind, t.fingerprint, t.answer INTO v_taken
  FROM vendor_transactions AS t
  WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    IF v_taken.kind = 'tombstone' THEN
      RETURN QUERY SELECT 'TRANSACTION_ROLLED_BACK'::text, NULL::jsonb;
    ELSIF v_taken.fingerprint = p_fingerprint THEN
      RETURN QUERY SELECT 'REPLAY'::text, v_taken.answer;
    ELSE
      RETURN QUERY SELECT 'DUPLICATE_TRANSACTION'::text, NULL::jsonb;
    END IF;
    RETURN;
  END IF;

  BEGIN
    INSERT INTO game_rounds AS r (merchant_id, member_id, provider_code, round_id, game_id, stake)
    VALUES (p_merchant_id, p_member_id, p_provider, p_round_id, p_game_id, p_amount)
    ON CONFLICT (provider_code, round_id) DO UPDATE SET stake = r.stake + excluded.stake
      WHERE r.status = 'open' AND r.member_id = p_member_id
    RETURNING r.id INTO v_round;
    IF v_round IS NULL THEN
      RAISE EXCEPTION 'ROUND_CLOSED';
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
  EXCEPTION WHEN raise_exception THEN
    RETURN QUERY SELECT SQLERRM, NULL::jsonb;
    RETURN;
  END;
  RETURN QUERY SELECT 'OK'::text, v_answer;
END
$$;
