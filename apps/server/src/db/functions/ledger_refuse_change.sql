-- Trigger function of the ledger's history: transfers, entries and accounts refuse the change or
-- removal their triggers guard (migrations 0016, 0031, 0061), naming the operation and the table.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
