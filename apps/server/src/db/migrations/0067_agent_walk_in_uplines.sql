-- Issue 8 says every member has an upline. A member who registers with an affiliate code has the
-- code's agent; one who walks in without a code (or on a brand whose form has no code field, or
-- through one-click or social registration) had none. Staff may now name, per brand, the agent those
-- members are filed under (a house agent, say): the brand's setting, changed through the operator API
-- and audited. A brand without a row keeps walk-ins at the top of the tree, as before.
CREATE TABLE agent_walk_in_uplines (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  agent_id bigint NOT NULL REFERENCES members (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
