-- Trigger function of the staff audit log (0017): the database refuses to change or remove it.
CREATE OR REPLACE FUNCTION staff_actions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit log is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
