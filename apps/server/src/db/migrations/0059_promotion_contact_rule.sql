-- A promotion may ask that the member has set a contact channel in the profile: the spec's "Zalo
-- reward (up to 131K)" is a raffle for members who added their Zalo. Null: no such rule.
ALTER TABLE promotions
  ADD COLUMN required_contact text CHECK (required_contact IN ('zalo', 'telegram', 'lineId'));
