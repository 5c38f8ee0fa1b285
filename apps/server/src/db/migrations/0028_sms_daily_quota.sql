-- Every SMS costs the brand money: an optional ceiling on SMS sent per day (GMT+8); NULL: no ceiling.
ALTER TABLE merchants ADD COLUMN sms_daily_quota integer CHECK (sms_daily_quota >= 0);

-- SMS sent per brand and day, claimed row by row before each send, so that every API instance
-- counts against the same ceiling.
CREATE TABLE sms_daily_sends (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent integer NOT NULL CHECK (sent >= 0),
  PRIMARY KEY (merchant_id, day)
);
