-- Per brand and kind, in minor units: from this amount a kind that is not always four-eyes (a
-- promotion's bonus granted by staff) becomes a request a second person approves; null, never.
ALTER TABLE approval_settings ADD COLUMN four_eyes_amount bigint CHECK (four_eyes_amount > 0);
