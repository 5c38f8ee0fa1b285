-- Which affiliate code each registration came in with, so an agent sees how many accounts each of its
-- codes brought. Written in the registration's transaction by the agents module, which files the
-- member under the code's agent; registrations before this table are not counted.
CREATE TABLE affiliate_registrations (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL,
  code_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, code_key) REFERENCES affiliate_codes (merchant_id, code_key) ON DELETE CASCADE
);
CREATE INDEX affiliate_registrations_code_idx ON affiliate_registrations (merchant_id, code_key);
COMMENT ON TABLE affiliate_registrations IS 'One row per account registered with an affiliate code: the code it used.';
