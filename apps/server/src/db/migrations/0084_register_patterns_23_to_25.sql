-- The pattern catalogue grows by the other dictionary's two patterns (23 Chinese and symbols, 24
-- uppercase and spaces) and the real-name rule (25), which a brand may give its payee-name field.
ALTER TABLE merchant_register_fields DROP CONSTRAINT merchant_register_fields_pattern_id_check;
ALTER TABLE merchant_register_fields ADD CONSTRAINT merchant_register_fields_pattern_id_check CHECK (pattern_id BETWEEN 0 AND 25);
