-- The downline tree as a closure table: one row per (ancestor, descendant) pair, the member itself at
-- depth 0. "Is X in Y's downline" is one primary-key probe and "all of Y's downline" one index range,
-- at any depth, without walking upline_id. Triggers keep it in step with members.upline_id, so every
-- way an account is opened (registration, an agent's sub-account, staff, fixtures) files it.
CREATE TABLE member_tree (
  ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
CREATE INDEX member_tree_descendant_idx ON member_tree (descendant_id, depth);
CREATE INDEX member_tree_level_idx ON member_tree (ancestor_id, depth);

CREATE FUNCTION member_tree_file() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER members_tree_file AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_file();

-- Moving a member moves its whole downline: the paths from its old ancestors to the subtree go, the
-- paths from its new ancestors come. A move under its own downline would make a cycle and is refused.
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_tree_move();

INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE paths (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT member.upline_id, paths.descendant_id, paths.depth + 1
  FROM paths JOIN members member ON member.id = paths.ancestor_id
  WHERE member.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM paths;

-- Members an agent lets transfer to their upline (the member info's toUpline); none may by default.
CREATE TABLE upline_transfer_grants (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  granted_by bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now()
);
