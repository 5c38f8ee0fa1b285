-- The LF family: the low-frequency daily draws (a 3-digit game, three digits 0-9), beside the others.
ALTER TABLE lottery_games DROP CONSTRAINT lottery_games_family_check;
ALTER TABLE lottery_games
  ADD CONSTRAINT lottery_games_family_check CHECK (family IN ('SSC', 'PK10', '11X5', 'LHC', 'K3', 'VN', 'LF'));
