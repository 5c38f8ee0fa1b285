-- One maker–checker (four eyes) mechanism for money staff move (issue 21): a staff member asks, a
-- different one approves or rejects, and only an approval moves the money, once. Balance adjustments
-- always go through it. Kinds are named as the audit log's actions (balance.adjust).
CREATE TABLE approval_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z.]{1,63}$'),
  -- What the request would change, as kind:id (member:7): one pending request per target at a time.
  target text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- 'high' from the brand's high amount of the kind: only an admin may approve it.
  tier text NOT NULL CHECK (tier IN ('standard', 'high')),
  -- What the kind needs to carry the request out once approved (an adjustment's member and direction).
  payload jsonb NOT NULL DEFAULT '{}',
  reason text NOT NULL CHECK (length(btrim(reason)) >= 5),
  idempotency_key text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  decision_reason text,
  -- What the approval did (the ledger transfer's id), for the queue and the audit log.
  outcome jsonb,
  UNIQUE (merchant_id, idempotency_key),
  CHECK ((state = 'pending') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  -- Nobody approves their own request; the one who asked may withdraw it (rejected).
  CHECK (state <> 'approved' OR decided_by <> requested_by),
  CHECK (state <> 'rejected' OR length(btrim(decision_reason)) >= 5)
);
CREATE UNIQUE INDEX approval_requests_target_lock ON approval_requests (merchant_id, target)
  WHERE state = 'pending';
CREATE INDEX approval_requests_queue_idx ON approval_requests (merchant_id, state, id);

-- A decision is final: a decided request is never changed again, nor any request removed.
\ir ../functions/approval_requests_decided_once.sql
CREATE TRIGGER approval_requests_final BEFORE UPDATE OR DELETE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION approval_requests_decided_once();

-- Per brand and kind, in minor units: from this amount the approver must be an admin; null, no
-- higher tier.
CREATE TABLE approval_settings (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z.]{1,63}$'),
  high_amount bigint CHECK (high_amount > 0),
  PRIMARY KEY (merchant_id, kind)
);

-- The audit viewer filters by staff member, newest first (by what was acted on: staff_actions_subject_idx).
CREATE INDEX staff_actions_operator_idx ON staff_actions (merchant_id, operator_id, id DESC);
