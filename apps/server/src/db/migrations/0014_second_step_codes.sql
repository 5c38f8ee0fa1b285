-- One-time codes also prove a login from a new address (sent by SMS or email).
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'second-step'));
