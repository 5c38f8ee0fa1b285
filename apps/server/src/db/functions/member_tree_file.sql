-- Files a new member in the downline closure table (member_tree, 0051) under its upline, which must
-- be of the same brand.
CREATE OR REPLACE FUNCTION member_tree_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id) THEN
    RAISE EXCEPTION 'an upline must belong to the same brand' USING ERRCODE = '23514';
  END IF;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id
  UNION ALL
  SELECT NEW.id, NEW.id, 0;
  RETURN NULL;
END $$;
