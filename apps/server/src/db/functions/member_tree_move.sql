-- Moving a member moves its whole downline: the paths from its old ancestors to the subtree go, the
-- paths from its new ancestors come. A move under its own downline would make a cycle and is refused.
CREATE OR REPLACE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND (
       EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id)
       OR NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id)) THEN
    RAISE EXCEPTION 'an upline must be of the same brand and outside the downline' USING ERRCODE = '23514';
  END IF;
  DELETE FROM member_tree path
  USING member_tree below, member_tree above
  WHERE below.ancestor_id = NEW.id
    AND above.descendant_id = NEW.id AND above.depth > 0
    AND path.ancestor_id = above.ancestor_id AND path.descendant_id = below.descendant_id;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
  FROM member_tree above, member_tree below
  WHERE above.descendant_id = NEW.upline_id AND below.ancestor_id = NEW.id;
  RETURN NULL;
END $$;
