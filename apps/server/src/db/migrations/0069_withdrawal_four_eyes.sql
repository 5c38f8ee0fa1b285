-- Four eyes on withdrawals: who approved and who paid each one, so that from the brand's amount the
-- person who approved it does not also pay it, and the person who paid it does not also refund it.
ALTER TABLE withdrawals ADD COLUMN approved_by bigint REFERENCES operators (id);
ALTER TABLE withdrawals ADD COLUMN paid_by bigint REFERENCES operators (id);

-- Per brand, in minor units: the amount from which a withdrawal takes two people; null, the platform's.
ALTER TABLE withdrawal_settings ADD COLUMN four_eyes_amount bigint CHECK (four_eyes_amount > 0);
