-- Issue 26: a correction of a closed round's win (the wallet's `adjust`, a re-settled sports bet) is
-- settled play of its own. Windows already read (agent pay) must not change, nor miss it: the round
-- keeps counting the win it closed with in its close's window (win - adjusted), and each adjustment
-- counts in the window of the moment it was made, stamped under the settled-play barrier (0072).
ALTER TABLE game_rounds ADD COLUMN adjusted bigint NOT NULL DEFAULT 0;
COMMENT ON COLUMN game_rounds.adjusted IS 'The sum of the adjustments of the round''s win since it closed: win - adjusted is the win it closed with.';

CREATE TABLE game_round_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The round's member (a demo account's removal takes its rounds, and them, by round_id).
  member_id bigint NOT NULL,
  round_id bigint NOT NULL REFERENCES game_rounds (id) ON DELETE CASCADE,
  win_before bigint NOT NULL CHECK (win_before >= 0),
  amount bigint NOT NULL CHECK (amount <> 0 AND win_before + amount >= 0),
  adjusted_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE game_round_adjustments IS 'Each adjustment of a closed round''s win: what it was before, by how much it moved, and when (settled play, by adjusted_at).';
CREATE INDEX game_round_adjustments_window_idx ON game_round_adjustments (merchant_id, adjusted_at);
CREATE INDEX game_round_adjustments_round_idx ON game_round_adjustments (round_id);

\ir ../functions/game_round_adjustments_stamp.sql

CREATE TRIGGER game_round_adjustments_stamp BEFORE INSERT ON game_round_adjustments
  FOR EACH ROW EXECUTE FUNCTION game_round_adjustments_stamp();
