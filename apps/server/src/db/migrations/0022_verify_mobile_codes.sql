-- A member without a verified mobile verifies one from my account, once, with a code of its own purpose.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'second-step', 'verify-mobile'));
