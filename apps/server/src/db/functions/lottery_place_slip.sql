-- A lottery slip's writes as one statement (its own transaction when sent alone, issue 25): a slip
-- was 14 to 18 round trips, each waited for on a busy machine, and a hot path of play. The caller
-- (placeSlip) has checked the selections against the rules, priced them and found the accounts; this
-- keeps the steps that must see the database, in this order:
--   0. the game's settings the caller checked and priced the slip against (family, per-bet limits, the
--      per-draw limit, odds version, prize mode; the caller keeps them between slips): GAME_CHANGED when
--      the game differs now or is disabled, and the caller reads it and checks the slip again;
--   1. take the draw's row FOR SHARE (a draw closing waits for the slips on it) and the member's
--      betting lock (lockMemberBetting's key: a member's slips and chase steps take turns, so the
--      stake sum below counts the one before, and a slip key is taken by one of them only);
--   2. a key that holds a slip answers REPLAY (the caller answers its bets, or a conflict);
--   3. player protection first, before anything is written (protection_stake_gate, read with 0 to 2
--      in one statement: EXCLUSION_UNCHECKED or LIMITS_COUNTED send the caller elsewhere; with
--      p_caller_counts only the exclusion mark is asked, and the caller counts the stake in the
--      transaction it runs this in);
--   4. the refusals: DRAW_CANCELLED, DRAW_CLOSED, STAKE_LIMIT (the member's stake on the draw, this
--      slip's included, over p_max_stake_per_draw), REALITY_CHECK_DUE, and INSUFFICIENT_FUNDS from
--      ledger_move, which writes nothing when it refuses: every refusal is found before the first
--      write, so none needs a subtransaction to undo it;
--   5. the money through ledger_move under the slip's key (`lottery.slip:<id>`, the id drawn before
--      the slip row is written), then the slip, the chase (with p_chase_draws) and the bets in one
--      statement, and the stake counted by the member's reality check when there is one: the bets
--      are answered, one row each, in id order.
-- The house leg is the member's own house shard (houseSubKey, 1,024 of them): two players share a
-- row only when their ids are 1,024 apart, and then only for this one statement.
CREATE OR REPLACE FUNCTION lottery_place_slip(
  p_merchant_id bigint,
  p_member_id bigint,
  p_idempotency_key text,
  p_fingerprint bytea,
  p_game_id bigint,
  p_period text,
  p_now timestamptz,
  p_family text,
  p_min_stake bigint,
  p_max_stake bigint,
  p_max_stake_per_draw bigint,
  p_odds_version integer,
  p_prize_mode text,
  p_selections jsonb,
  p_stakes bigint[],
  p_chase_draws integer,
  p_chase_stop_on_win boolean,
  p_account_ids bigint[],
  p_amounts bigint[],
  p_transfer_fingerprint bytea,
  p_transfer_memo jsonb,
  p_exclusion_mark bigint,
  p_caller_counts boolean
) RETURNS TABLE (
  outcome text, slip_id bigint, id bigint, member_id bigint, draw_id bigint, chase_id bigint,
  play_type text, selection jsonb, bet_count integer, unit_amount bigint, multiplier integer,
  stake bigint, status text, win bigint, refunded bigint, placed_at timestamptz, settled_at timestamptz
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_stake_per_draw bigint := 0;
  v_stake bigint;
  v_draw lottery_draws%ROWTYPE;
  v_game_same boolean;
  v_staked bigint;
  v_protection text;
  v_reality_due boolean;
  v_reality_counted boolean;
  v_slip bigint;
  v_refusal text;
  v_transfer bigint;
  v_overdrawn bigint;
BEGIN
  -- Summed in PL/pgSQL's own expressions: a query here would be one more executor run a slip.
  FOREACH v_stake IN ARRAY p_stakes LOOP
    v_stake_per_draw := v_stake_per_draw + v_stake;
  END LOOP;
  SELECT * INTO v_draw FROM lottery_draws AS d
  WHERE d.game_id = p_game_id AND d.period = p_period
  FOR SHARE;
  PERFORM pg_advisory_xact_lock(hashtextextended('lottery:' || p_member_id, 0));

  -- Everything the refusals read, in one statement after the lock (its snapshot sees the member's
  -- slip before this one): the slip the key holds, the game, the member's stake on the draw and
  -- player protection's word.
  SELECT
    (SELECT s.id FROM lottery_slips AS s WHERE s.member_id = p_member_id AND s.idempotency_key = p_idempotency_key),
    EXISTS (
      SELECT 1 FROM lottery_games AS g
      WHERE g.id = p_game_id AND g.enabled AND g.family = p_family AND g.min_stake = p_min_stake
        AND g.max_stake = p_max_stake AND g.max_stake_per_draw = p_max_stake_per_draw
        AND g.odds_version = p_odds_version AND g.prize_mode = p_prize_mode
    ),
    (
      SELECT coalesce(sum(b.stake), 0) FROM lottery_bets AS b
      WHERE b.member_id = p_member_id AND b.draw_id = v_draw.id AND b.status <> 'cancelled'
    ),
    gate.refusal, gate.reality_due, gate.reality_counted
  INTO v_slip, v_game_same, v_staked, v_protection, v_reality_due, v_reality_counted
  FROM protection_stake_gate(p_member_id, p_exclusion_mark, NOT p_caller_counts, p_now) AS gate;
  v_refusal := CASE
    WHEN NOT v_game_same THEN 'GAME_CHANGED'
    WHEN v_slip IS NOT NULL THEN 'REPLAY'
    WHEN v_protection IS NOT NULL THEN v_protection
    WHEN v_draw.status = 'cancelled' THEN 'DRAW_CANCELLED'
    WHEN v_draw.id IS NULL OR v_draw.status <> 'open' OR v_draw.closes_at <= p_now OR v_draw.opens_at > p_now
      THEN 'DRAW_CLOSED'
    WHEN v_stake_per_draw + v_staked > p_max_stake_per_draw THEN 'STAKE_LIMIT'
    WHEN NOT p_caller_counts AND v_reality_due THEN 'REALITY_CHECK_DUE'
  END;
  IF v_refusal IS NULL THEN
    v_slip := nextval('lottery_slips_id_seq');
    SELECT m.transfer_id, m.overdrawn INTO v_transfer, v_overdrawn
    FROM ledger_move(
      p_merchant_id, 'lottery.slip:' || v_slip, 'lottery.bet', p_transfer_fingerprint, NULL, p_transfer_memo,
      p_account_ids, p_amounts
    ) AS m
    LIMIT 1;
    IF v_transfer IS NULL AND v_overdrawn > 0 THEN
      v_refusal := 'INSUFFICIENT_FUNDS';
    ELSIF v_transfer IS NULL THEN
      RAISE EXCEPTION 'lottery slip %: the ledger neither moved its stake nor refused it', v_slip;
    END IF;
  END IF;
  -- A refusal answers no bets; REPLAY answers the slip the key holds.
  IF v_refusal IS NOT NULL THEN
    RETURN QUERY SELECT v_refusal, CASE WHEN v_refusal = 'REPLAY' THEN v_slip END,
      NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text, NULL::jsonb, NULL::integer,
      NULL::bigint, NULL::integer, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint, NULL::timestamptz,
      NULL::timestamptz;
    RETURN;
  END IF;

  -- The slip, the chase and the bets in one statement (the chase's key to its slip is checked at its
  -- end, when the slip is written).
  RETURN QUERY
  WITH slip AS (
    INSERT INTO lottery_slips (id, merchant_id, member_id, idempotency_key, fingerprint)
    OVERRIDING SYSTEM VALUE
    VALUES (v_slip, p_merchant_id, p_member_id, p_idempotency_key, p_fingerprint)
  ),
  chase AS (
    INSERT INTO lottery_chases (
      merchant_id, member_id, game_id, slip_id, selections, stake_per_draw, draws_total, draws_placed,
      stop_on_win, odds_version, created_at
    )
    SELECT p_merchant_id, p_member_id, p_game_id, v_slip, p_selections, v_stake_per_draw, p_chase_draws, 1,
      p_chase_stop_on_win, p_odds_version, p_now
    WHERE p_chase_draws IS NOT NULL
    RETURNING lottery_chases.id
  ),
  placed AS (
    INSERT INTO lottery_bets (
      merchant_id, member_id, draw_id, slip_id, chase_id, play_type, selection, bet_count, unit_amount,
      multiplier, stake, odds_version, prize_mode, position, placed_at
    )
    SELECT p_merchant_id, p_member_id, v_draw.id, v_slip, (SELECT chase.id FROM chase), e.value ->> 'playType',
      e.value -> 'selection', (e.value ->> 'betCount')::integer, (e.value ->> 'unitAmount')::bigint,
      (e.value ->> 'multiplier')::integer, p_stakes[e.ordinality], p_odds_version, p_prize_mode, e.ordinality - 1, p_now
    FROM jsonb_array_elements(p_selections) WITH ORDINALITY AS e
    RETURNING lottery_bets.id, lottery_bets.member_id, lottery_bets.draw_id, lottery_bets.chase_id,
      lottery_bets.play_type, lottery_bets.selection, lottery_bets.bet_count, lottery_bets.unit_amount,
      lottery_bets.multiplier, lottery_bets.stake, lottery_bets.status, lottery_bets.win,
      lottery_bets.refunded, lottery_bets.placed_at, lottery_bets.settled_at
  )
  SELECT 'OK', v_slip, placed.* FROM placed ORDER BY placed.id;
  IF NOT p_caller_counts AND v_reality_counted THEN
    PERFORM protection_stake_count(p_member_id, v_stake_per_draw * coalesce(p_chase_draws, 1));
  END IF;
END
$$;
