-- Issue 25: a debit that opens a round checked the round's foreign key to its member, a query and a
-- FOR KEY SHARE lock on the member's row with its WAL record, on every round. vendor_debit now
-- checks, in the query that locks the debit's accounts anyway, that the account it debits is the
-- member's: the member then owns a locked account, and an account's own key to its member refuses
-- the member's removal. What the key's ON DELETE CASCADE did for a member with no account (the demo
-- accounts' clean-up) a trigger does, on the rare delete of a member.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_member_id_fkey;
\ir ../functions/game_rounds_follow_member.sql
CREATE TRIGGER game_rounds_follow_member AFTER DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION game_rounds_follow_member();
