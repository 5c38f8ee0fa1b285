-- What staff did on the operator API: every money or account action, with who, from where, on which
-- brand, on what, why and with which details, written in the same transaction as the action itself.
-- History: the database refuses to change or remove it.
CREATE TABLE staff_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  merchant_id bigint REFERENCES merchants (id),
  action text NOT NULL,
  subject text NOT NULL,
  reason text,
  detail jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_actions_merchant_idx ON staff_actions (merchant_id, id DESC);

\ir ../functions/staff_actions_refuse_change.sql
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION staff_actions_refuse_change();
CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON staff_actions
  FOR EACH STATEMENT EXECUTE FUNCTION staff_actions_refuse_change();
