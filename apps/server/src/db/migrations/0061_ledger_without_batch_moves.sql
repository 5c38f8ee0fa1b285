-- Lottery settlement pays one transfer per chunk and kind through ledger_move now, and nothing else
-- called ledger_move_many (0053): it goes, and with it the account guards' one exception, an update
-- inside it stepping a version by more than one. Every update of an account again steps its version
-- by exactly one, and no session setting can open a way around the guard.
DROP FUNCTION ledger_move_many(bigint, text[], text[], bytea[], jsonb[], bigint[], bigint[], bigint[]);

DROP TRIGGER ledger_accounts_owner_fixed ON ledger_accounts;
CREATE TRIGGER ledger_accounts_owner_fixed BEFORE UPDATE OF id, merchant_id, currency, kind,
  member_id, sub_key, may_go_negative, created_at ON ledger_accounts
  FOR EACH ROW
  WHEN (
    NEW.version IS DISTINCT FROM OLD.version + 1
    OR (NEW.id, NEW.merchant_id, NEW.currency, NEW.kind, NEW.member_id, NEW.sub_key, NEW.may_go_negative, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.currency, OLD.kind, OLD.member_id, OLD.sub_key, OLD.may_go_negative, OLD.created_at)
  )
  EXECUTE FUNCTION ledger_refuse_change();

DROP TRIGGER ledger_accounts_update_only_by_transfer ON ledger_accounts;
CREATE TRIGGER ledger_accounts_update_only_by_transfer BEFORE UPDATE OF balance, version ON ledger_accounts
  FOR EACH ROW
  WHEN (NEW.version IS DISTINCT FROM OLD.version + 1)
  EXECUTE FUNCTION ledger_refuse_change();
