-- Brands keep a copy of the catalogue's pattern per field. The letter-based patterns now let every letter
-- carry combining marks (Thai, Devanagari, decomposed Vietnamese), and 22 takes full-width kana only, so
-- the brands' copies of the old text are replaced. A pattern a brand wrote itself is left as it is.
UPDATE merchant_register_fields SET accepted_pattern = '^(?:[\p{Script=Latin}\p{Script=Han}]\p{M}*)+$'
  WHERE pattern_id = 2 AND accepted_pattern = '^[\p{Script=Latin}\p{Script=Han}]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:\p{L}\p{M}*| )+$'
  WHERE pattern_id = 8 AND accepted_pattern = '^[\p{L} ]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:[\p{Script=Katakana}\u30FC\p{P}\p{S}]\p{M}*| )+$'
  WHERE pattern_id = 10 AND accepted_pattern = '^[\p{Script=Katakana}\u30FC\p{P}\p{S} ]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:\p{L}\p{M}*| )+$'
  WHERE pattern_id = 12 AND accepted_pattern = '^[\p{L} ]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:\p{L}\p{M}*|\p{N})+$'
  WHERE pattern_id = 14 AND accepted_pattern = '^[\p{L}\p{N}]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:[\p{L}\p{N}\p{P}\p{S}]\p{M}*)+$'
  WHERE pattern_id = 19 AND accepted_pattern = '^[\p{L}\p{N}\p{P}\p{S}]+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:\p{L}\p{M}*)+(?: (?:\p{L}\p{M}*)+)+$'
  WHERE pattern_id = 21 AND accepted_pattern = '^\p{L}+( \p{L}+)+$';
UPDATE merchant_register_fields SET accepted_pattern = '^(?:(?![\uFF61-\uFF9F])[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]\p{M}*)+$'
  WHERE pattern_id = 22 AND accepted_pattern = '^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]+$';
