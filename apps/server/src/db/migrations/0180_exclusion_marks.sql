-- Issue 25: the seamless debit checked the member's exclusion with about five statements on every
-- call (their own break, their person keys from identity and withdrawals, the key secret, the keys
-- across brands, the brand's register). Each instance now keeps the members it found not excluded,
-- with the mark it read before that check; a debit reads the mark again (one indexed read of at most
-- two rows) and checks in full only when it moved. The marks move in the transaction of any change an
-- exclusion check reads, so a break counts from the first debit that starts after its commit:
-- everyone's (scope 0) with a break or a register entry, a member's own with their person keys.
-- Marks only grow: a member's mark is the sum of everyone's and their own.
CREATE TABLE exclusion_marks (
  scope bigint PRIMARY KEY,
  mark bigint NOT NULL
);
COMMENT ON TABLE exclusion_marks IS 'Counters moved by every change an exclusion check reads: scope 0 for everyone, else a member id.';
INSERT INTO exclusion_marks (scope, mark) VALUES (0, 0);

\ir ../functions/exclusion_mark_move.sql

CREATE TRIGGER member_exclusions_mark AFTER INSERT OR UPDATE OR DELETE ON member_exclusions
  FOR EACH STATEMENT EXECUTE FUNCTION exclusion_mark_move();
CREATE TRIGGER exclusion_person_keys_mark AFTER INSERT OR UPDATE OR DELETE ON exclusion_person_keys
  FOR EACH STATEMENT EXECUTE FUNCTION exclusion_mark_move();
CREATE TRIGGER exclusion_register_entries_mark AFTER INSERT OR UPDATE OR DELETE ON exclusion_register_entries
  FOR EACH STATEMENT EXECUTE FUNCTION exclusion_mark_move();
-- The person keys memberPersonKeys and memberKeysWithBankAccounts read: the verified mobile, the
-- profile (email, name, birthday, ID number) and the bank accounts.
CREATE TRIGGER members_exclusion_mark AFTER UPDATE OF verified_mobile, profile ON members
  FOR EACH ROW WHEN (OLD.verified_mobile IS DISTINCT FROM NEW.verified_mobile OR OLD.profile IS DISTINCT FROM NEW.profile)
  EXECUTE FUNCTION exclusion_mark_move('id');
CREATE TRIGGER member_bank_accounts_exclusion_mark AFTER INSERT OR UPDATE OR DELETE ON member_bank_accounts
  FOR EACH ROW EXECUTE FUNCTION exclusion_mark_move('member_id');
