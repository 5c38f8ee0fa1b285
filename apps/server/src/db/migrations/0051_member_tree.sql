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

\ir ../functions/member_tree_file.sql

CREATE TRIGGER members_tree_file AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_file();

-- Moving a member moves its whole downline: the paths from its old ancestors to the subtree go, the
-- paths from its new ancestors come. A move under its own downline would make a cycle and is refused.
\ir ../functions/member_tree_move.sql

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
