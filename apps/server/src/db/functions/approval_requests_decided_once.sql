-- Trigger function of the approval requests (0091): a decision is final, and no request is removed.
CREATE OR REPLACE FUNCTION approval_requests_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR OLD.state <> 'pending' THEN
    RAISE EXCEPTION 'approval request %: a decided request is final, % refused', OLD.id, TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
