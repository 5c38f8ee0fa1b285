-- Each brand's key pair for encrypted request payloads (JWE, RSA-OAEP-256). The public half is
-- published in /wps/system/status; the newest key is the one published, older ones still decrypt
-- until they are retired.
CREATE TABLE merchant_payload_keys (
  kid text PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  public_jwk jsonb NOT NULL,
  private_pkcs8 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
-- One live key per brand, so instances starting together settle on the same key.
CREATE UNIQUE INDEX merchant_payload_keys_live_idx ON merchant_payload_keys (merchant_id) WHERE retired_at IS NULL;
