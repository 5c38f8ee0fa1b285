-- A brand's host serves either the member site or the agent site; each refuses the other's accounts.
ALTER TABLE merchant_domains ADD COLUMN site text NOT NULL DEFAULT 'member' CHECK (site IN ('member', 'agent'));

-- Accounts opened as pure agents use the agent site only (the member site answers member_no_enter).
ALTER TABLE members ADD COLUMN member_site boolean NOT NULL DEFAULT true;
-- Who brought the account in: the agent whose affiliate code it registered with.
ALTER TABLE members ADD COLUMN upline_id bigint REFERENCES members (id);
CREATE INDEX members_upline_idx ON members (upline_id) WHERE upline_id IS NOT NULL;

-- Affiliate codes of agents, read by the registration form's affiliate check. Unique per brand
-- whatever the letter case.
CREATE TABLE affiliate_codes (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{4,16}$'),
  code_key text NOT NULL CHECK (code_key = upper(code)),
  agent_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  PRIMARY KEY (merchant_id, code_key)
);
