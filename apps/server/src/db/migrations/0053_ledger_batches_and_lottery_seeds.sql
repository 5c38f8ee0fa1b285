-- Many two-leg transfers in one call: a lottery draw pays thousands of bets at once, and a call per
-- bet (one transaction and several round trips each) settled about 2,000 bets in 14 s under load.
-- Each movement stays its own transfer under its own idempotency key, with its two entries; what is
-- shared is the statement. The accounts are locked once, in id order, and an account that several
-- movements touch (a house shard, a member who won twice) gets one entry per movement, chained
-- through its balance and version in the movements' order, and one update of its row for the lot.
-- A key taken already moves nothing again (the call answers the keys it found taken); a key taken for
-- other content, or a person's balance that would go below zero at any step, refuses the whole call.
CREATE FUNCTION ledger_move_many(
  p_merchant_id bigint,
  p_keys text[],
  p_kinds text[],
  p_fingerprints bytea[],
  p_memos jsonb[],
  p_from bigint[],
  p_to bigint[],
  p_amounts bigint[]
) RETURNS TABLE (replayed_key text)
LANGUAGE plpgsql
-- A batch's size varies from one to thousands: a plan made for the values of each call, never the
-- generic plan, whose guess of ten rows per array turned joins of thousands into nested loops.
SET plan_cache_mode = force_custom_plan
-- Only inside this function may one update step an account's version by more than one (the guard
-- below): the step is the number of entries the statement writes for that account.
SET ledger.batch_move = 'on'
AS $$
#variable_conflict use_column
DECLARE
  v_accounts bigint[] := ARRAY(SELECT DISTINCT id FROM unnest(p_from || p_to) AS id ORDER BY id);
  v_found bigint;
  v_foreign bigint;
  v_currencies bigint;
  v_overdrawn bigint;
  v_replayed text[];
BEGIN
  SELECT count(*), count(*) FILTER (WHERE locked.merchant_id <> p_merchant_id), count(DISTINCT locked.currency)
  INTO v_found, v_foreign, v_currencies
  FROM (
    SELECT account.merchant_id, account.currency FROM ledger_accounts AS account
    WHERE account.id = ANY (v_accounts) ORDER BY account.id FOR UPDATE
  ) AS locked;
  IF v_found <> cardinality(v_accounts) OR v_foreign > 0 OR v_currencies > 1 THEN
    RAISE EXCEPTION 'ledger_move_many: every account must exist, in brand % and one currency', p_merchant_id;
  END IF;

  WITH moves AS (
    SELECT * FROM unnest(p_keys, p_kinds, p_fingerprints, p_memos, p_from, p_to, p_amounts) WITH ORDINALITY
      AS move (key, kind, fingerprint, memo, from_id, to_id, amount, position)
  ),
  recorded AS (
    INSERT INTO ledger_transfers (merchant_id, idempotency_key, kind, fingerprint, memo)
    SELECT p_merchant_id, moves.key, moves.kind, moves.fingerprint, moves.memo FROM moves ORDER BY moves.position
    ON CONFLICT ON CONSTRAINT ledger_transfers_key_per_brand DO NOTHING
    RETURNING ledger_transfers.id, ledger_transfers.idempotency_key
  ),
  legs AS (
    SELECT recorded.id AS transfer_id, moves.position, leg.account_id, leg.amount
    FROM recorded JOIN moves ON moves.key = recorded.idempotency_key
      CROSS JOIN LATERAL (VALUES (moves.from_id, -moves.amount), (moves.to_id, moves.amount)) AS leg (account_id, amount)
  ),
  chained AS (
    SELECT legs.transfer_id, legs.account_id, legs.amount, account.may_go_negative,
      account.balance + sum(legs.amount) OVER running AS balance_after,
      account.version + row_number() OVER running AS account_version
    FROM legs JOIN ledger_accounts AS account ON account.id = legs.account_id
    WINDOW running AS (PARTITION BY legs.account_id ORDER BY legs.position ROWS UNBOUNDED PRECEDING)
  ),
  written AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    SELECT chained.transfer_id, chained.account_id, chained.amount, chained.balance_after - chained.amount,
      chained.balance_after, chained.account_version
    FROM chained
  ),
  moved AS (
    UPDATE ledger_accounts AS account
    SET balance = account.balance + total.amount, version = account.version + total.entries
    FROM (SELECT legs.account_id, sum(legs.amount) AS amount, count(*) AS entries FROM legs GROUP BY legs.account_id) AS total
    WHERE account.id = total.account_id
  )
  SELECT
    (SELECT count(*) FROM chained WHERE NOT chained.may_go_negative AND chained.balance_after < 0),
    ARRAY(
      SELECT moves.key FROM moves
      WHERE NOT EXISTS (SELECT 1 FROM recorded WHERE recorded.idempotency_key = moves.key)
    )
  INTO v_overdrawn, v_replayed;

  IF v_overdrawn > 0 THEN
    RAISE EXCEPTION 'ledger_move_many: a person''s balance would go below zero' USING ERRCODE = 'LM001';
  END IF;
  IF EXISTS (
    SELECT 1 FROM unnest(p_keys, p_fingerprints) AS move (key, fingerprint)
      JOIN unnest(v_replayed) AS replayed (key) ON replayed.key = move.key
      JOIN ledger_transfers AS transfer ON transfer.merchant_id = p_merchant_id AND transfer.idempotency_key = move.key
    WHERE transfer.fingerprint <> move.fingerprint
  ) THEN
    RAISE EXCEPTION 'ledger_move_many: a key was used before for another movement' USING ERRCODE = 'LM002';
  END IF;
  RETURN QUERY SELECT replayed.key FROM unnest(v_replayed) AS replayed (key);
END
$$;

-- The guard of migration 0031, but for ledger_move_many: there (and only there, where the setting is
-- on) an update may step the version by more than one, never back. The invariants (I2, I4) still
-- replay every balance and version from the entries.
DROP TRIGGER ledger_accounts_update_only_by_transfer ON ledger_accounts;
CREATE TRIGGER ledger_accounts_update_only_by_transfer BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW
  WHEN (
    (
      NEW.version IS DISTINCT FROM OLD.version + 1
      AND NOT (NEW.version > OLD.version AND coalesce(current_setting('ledger.batch_move', true), '') = 'on')
    )
    OR (NEW.id, NEW.merchant_id, NEW.currency, NEW.kind, NEW.member_id, NEW.sub_key, NEW.may_go_negative, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.currency, OLD.kind, OLD.member_id, OLD.sub_key, OLD.may_go_negative, OLD.created_at)
  )
  EXECUTE FUNCTION ledger_refuse_change();

-- E-lottery seeds are no longer stored before their draw: each is derived from the server's seed
-- secret (LOTTERY_SEED_SECRET) and the draw's game and period, and stored only when drawn, revealed
-- with the balls. Draws laid out earlier and not open yet held a readable seed and have no bets nor a
-- published hash: they are removed, and the draw job lays them out again with a derived seed. Those
-- already open keep the seed their published hash commits to, until they are drawn.
DELETE FROM lottery_draws AS draw
USING lottery_games AS game
WHERE game.id = draw.game_id AND game.kind = 'ELOTT' AND draw.status = 'scheduled' AND draw.seed IS NOT NULL;

-- A catalogue game (a lottery vendor's entry in the game lists) may be the platform's own lottery
-- game: its launch then opens the site's betting page for that game code instead of a provider's.
ALTER TABLE games ADD COLUMN lottery_game_code text;
