-- An account is part of the ledger's history: its entries point at it, and the invariants replay its
-- balance and version from them. The database refuses to remove one, and lets an update do only what
-- a transfer does: move the balance and step the version by exactly one. Who owns the account, its
-- kind, currency and whether it may go negative never change. The refusal is the ledger's own
-- (migration 0016), naming the operation and the table.
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
-- The condition is evaluated without calling the function, so a transfer's own updates cost only the
-- comparison.
CREATE TRIGGER ledger_accounts_update_only_by_transfer BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW
  WHEN (
    NEW.version IS DISTINCT FROM OLD.version + 1
    OR (NEW.id, NEW.merchant_id, NEW.currency, NEW.kind, NEW.member_id, NEW.sub_key, NEW.may_go_negative, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.currency, OLD.kind, OLD.member_id, OLD.sub_key, OLD.may_go_negative, OLD.created_at)
  )
  EXECUTE FUNCTION ledger_refuse_change();
