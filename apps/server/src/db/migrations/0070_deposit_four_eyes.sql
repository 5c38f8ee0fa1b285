-- Four eyes on bank-transfer deposits: from the brand's four-eyes amount, the first staff member's
-- confirmation (who, and the amount they say arrived) waits for a second person stating the same.
ALTER TABLE deposits ADD COLUMN first_confirmed_by bigint REFERENCES operators (id);
ALTER TABLE deposits ADD COLUMN first_confirmed_amount bigint CHECK (first_confirmed_amount > 0);
