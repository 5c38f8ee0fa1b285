-- What the lottery's member keys' ON DELETE CASCADE did before migration 0298 dropped them: a member's
-- bets, chases and slips go with the member, once per deleting statement (members_lottery_rows).
CREATE OR REPLACE FUNCTION lottery_rows_of_deleted_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lottery_bets WHERE member_id IN (SELECT id FROM deleted_members);
  -- The chases point at their slips: they go first (their own member key would delete them too).
  DELETE FROM lottery_chases WHERE member_id IN (SELECT id FROM deleted_members);
  DELETE FROM lottery_slips WHERE member_id IN (SELECT id FROM deleted_members);
  RETURN NULL;
END
$$;
