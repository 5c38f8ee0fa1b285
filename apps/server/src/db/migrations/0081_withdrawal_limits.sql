-- One withdrawal's smallest and largest amount become the brand's, in minor units; null, the
-- platform's (10 and 50,000 of the currency's major unit, as every brand had before). The service
-- checks the pair it ends up with; these checks hold where both are the brand's own.
ALTER TABLE withdrawal_settings ADD COLUMN min_amount bigint CHECK (min_amount > 0);
ALTER TABLE withdrawal_settings ADD COLUMN max_amount bigint CHECK (max_amount > 0);
ALTER TABLE withdrawal_settings ADD CONSTRAINT withdrawal_settings_limits_order CHECK (min_amount <= max_amount);
COMMENT ON COLUMN withdrawal_settings.min_amount IS 'Minor units of one withdrawal''s smallest amount; null, the platform''s default.';
COMMENT ON COLUMN withdrawal_settings.max_amount IS 'Minor units of one withdrawal''s largest amount; null, the platform''s default.';
