-- How a vendor's games reach the member's money. Seamless: the provider plays the main wallet through
-- the seamless-wallet API. Transfer: the member moves money into a wallet of the vendor's own (a
-- member.vendor account keyed by its account type, GCS_walletTransfer) and the provider plays that
-- wallet. A vendor no provider runs is listed only; its wallet shows as a transfer wallet either way.
ALTER TABLE game_vendors
  ADD COLUMN wallet_mode text NOT NULL DEFAULT 'seamless' CHECK (wallet_mode IN ('seamless', 'transfer'));

-- The wallet a launch plays: the vendor's account type for a transfer-mode vendor, NULL for the
-- main wallet.
ALTER TABLE game_sessions ADD COLUMN wallet_account_type integer;

-- The member's account a round's stakes came from: its wins and refunds go back there, whichever
-- launch's token the provider names in the call. Rounds so far all played the main wallet, the
-- account their first debit took the stake from. No foreign key: the key-share lock it would take
-- on the account's row when a debit opens a round meets ledger_move's FOR UPDATE of that row in a
-- concurrent debit of the same member, and the two deadlock.
ALTER TABLE game_rounds ADD COLUMN account_id bigint;
UPDATE game_rounds AS r SET account_id = (
  SELECT e.account_id
  FROM vendor_transactions AS t
    JOIN ledger_entries AS e ON e.transfer_id = t.ledger_transfer_id
    JOIN ledger_accounts AS a ON a.id = e.account_id
  WHERE t.round_id = r.id AND t.kind = 'debit' AND a.member_id = r.member_id
  ORDER BY t.id
  LIMIT 1
);
ALTER TABLE game_rounds ALTER COLUMN account_id SET NOT NULL;

-- vendor_debit (0026) as before, but the round keeps the account its stake came from (the
-- p_main_account argument, which is now whichever wallet the launch plays), and a further debit of
-- the round must come from the same account: a round is one wallet's, as it is one member's.
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
  p_raw_body text
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_outcome text;
  v_round bigint;
  v_transfer bigint;
  v_overdrawn bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  INSERT INTO vendor_call_nonces (provider_code, nonce) VALUES (p_provider, p_nonce)
  ON CONFLICT (provider_code, nonce) DO NOTHING;
  IF NOT FOUND THEN
    v_outcome := 'NONCE_REPLAYED';
  ELSE
    SELECT taken.outcome, taken.answer INTO v_outcome, v_answer
    FROM vendor_taken_outcome(p_provider, p_transaction_id, p_fingerprint) AS taken;
  END IF;
  IF v_outcome IS NULL THEN
    v_outcome := 'OK';
    BEGIN
      INSERT INTO game_rounds AS r (merchant_id, member_id, provider_code, round_id, game_id, stake, account_id)
      VALUES (p_merchant_id, p_member_id, p_provider, p_round_id, p_game_id, p_amount, p_main_account)
      ON CONFLICT (provider_code, round_id) DO UPDATE SET stake = r.stake + excluded.stake
        WHERE r.status = 'open' AND r.member_id = p_member_id AND r.account_id = p_main_account
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

  INSERT INTO vendor_calls (provider_code, operation, raw_body, signature_valid, answer_code, http_status)
  VALUES (
    p_provider, 'debit', p_raw_body, true,
    CASE WHEN v_outcome IN ('OK', 'REPLAY') THEN coalesce(v_answer ->> 'code', 'OK') ELSE v_outcome END,
    CASE v_outcome
      WHEN 'OK' THEN 200 WHEN 'REPLAY' THEN 200 WHEN 'NONCE_REPLAYED' THEN 401
      WHEN 'INSUFFICIENT_FUNDS' THEN 402 ELSE 409
    END
  );
  RETURN QUERY SELECT v_outcome, v_answer;
END
$$;
