-- Windows over settled play (agent pay, points, rebates) read bets by their settle time, but a bet is
-- stamped inside the transaction that settles it, which may commit long after: a window already read
-- would never see it. Every stamp of settled play now takes a shared lock for the rest of its
-- transaction and is raised to the barrier: the end of the latest window a reader has closed. A reader
-- closes a window by taking the lock exclusively (so every stamping transaction still open commits or
-- aborts first) and raising the barrier to the window's end; a transaction stamping afterwards lands at
-- or after that end, in a window not yet read. The barrier is a sequence (milliseconds since the epoch)
-- because a sequence is read outside any snapshot: even a transaction whose snapshot predates the
-- barrier's rise sees it.
CREATE SEQUENCE settled_play_barrier MINVALUE 0 START 0;

\ir ../functions/settled_play_stamp.sql

\ir ../functions/lottery_bets_settled_stamp.sql

CREATE TRIGGER lottery_bets_settled_stamp BEFORE INSERT OR UPDATE OF settled_at ON lottery_bets
  FOR EACH ROW EXECUTE FUNCTION lottery_bets_settled_stamp();

\ir ../functions/game_rounds_closed_stamp.sql

CREATE TRIGGER game_rounds_closed_stamp BEFORE INSERT OR UPDATE OF closed_at ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_rounds_closed_stamp();
