-- Registrations made before 0082 were not counted per affiliate code. The registration form kept the
-- code it was given in the member's profile (affiliateCode), so those are counted now: with a code of
-- the brand that existed when the member registered and whose agent the member was filed under (a
-- member staff moved since is left out rather than guessed). One-click registration kept no code: its
-- earlier registrations stay uncounted.
INSERT INTO affiliate_registrations (member_id, merchant_id, code_key, created_at)
SELECT m.id, m.merchant_id, c.code_key, m.created_at
FROM members m
JOIN affiliate_codes c
  ON c.merchant_id = m.merchant_id AND c.code_key = upper(btrim(m.profile ->> 'affiliateCode'))
WHERE m.profile ? 'affiliateCode'
  AND c.created_at <= m.created_at
  AND m.upline_id = c.agent_id
ON CONFLICT (member_id) DO NOTHING;
