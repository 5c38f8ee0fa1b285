-- Moves the exclusion marks (0180) when something an exclusion check reads may have changed, in the
-- transaction that changes it. With no argument, the mark of everyone (scope 0): a break taken on any
-- brand, or a register changed, may stop any person. With the name of a member id column, that member's
-- own mark: their person keys (contacts, name and birth date, bank accounts) changed, and may now match
-- a break. A statement-level trigger calls it without a row.
CREATE OR REPLACE FUNCTION exclusion_mark_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
  v_scope bigint := 0;
BEGIN
  IF TG_NARGS > 0 THEN
    IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
    v_scope := (to_jsonb(v_row) ->> TG_ARGV[0])::bigint;
  END IF;
  INSERT INTO exclusion_marks AS m (scope, mark) VALUES (v_scope, 1)
  ON CONFLICT (scope) DO UPDATE SET mark = m.mark + 1;
  RETURN NULL;
END
$$;
