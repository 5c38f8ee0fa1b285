-- Issue 25: a slip's inserts without row triggers. Every slip row and bet row fired the member key's
-- check (a FOR KEY SHARE lock on the member's row, one more executor run and WAL record a slip), every
-- bet its chase key's, and every bet the settle stamp's PL/pgSQL function, which does nothing for a bet
-- not yet settled: about a twentieth of a slip's backend time (docs/benchmarks.md, Lottery).
--
-- The chase key, as 0190's slip key: a bet's chase is written in the same statement as the bet, and no
-- chase row is deleted but with its member's.
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_chase_id_fkey;

-- The member keys. What they guarded stays guarded: a slip is placed by a member who is signed in, under
-- that member's betting lock, and only demo members are deleted, a day after they were opened (their
-- sessions last two hours). What their ON DELETE CASCADE did, the trigger below does, once a statement.
ALTER TABLE lottery_slips DROP CONSTRAINT lottery_slips_member_id_fkey;
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_member_id_fkey;

\ir ../functions/lottery_rows_of_deleted_members.sql

CREATE TRIGGER members_lottery_rows AFTER DELETE ON members
  REFERENCING OLD TABLE AS deleted_members
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_rows_of_deleted_members();

-- The settle stamp only for a bet being settled: placed bets have no settle time.
DROP TRIGGER lottery_bets_settled_stamp ON lottery_bets;
CREATE TRIGGER lottery_bets_settled_stamp BEFORE INSERT OR UPDATE OF settled_at ON lottery_bets
  FOR EACH ROW WHEN (NEW.settled_at IS NOT NULL) EXECUTE FUNCTION lottery_bets_settled_stamp();
