-- Issue 23, fair pace of play: the brand's profile sets a minimum game cycle, the shortest time
-- between the starts of two rounds of one game by one member. The seamless debit that opens a round
-- checks and moves this start in the statement that moves the stake, so two debits opening rounds
-- at once take turns on the row and the second is refused. A row per member and game that has
-- been played under a profile with a cycle; no foreign keys, as on the debit's other hot rows (0041).
CREATE TABLE game_pace (
  member_id bigint NOT NULL,
  game_id bigint NOT NULL,
  round_started_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- vendor_debit takes the game's minimum cycle and the platform's time.
\ir ../functions/vendor_debit.sql
