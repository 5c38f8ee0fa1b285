-- Labels the brand gives a member (spec section 3, member info: memberLabel list with labelName),
-- shown beside the nickname in the header. Their names are the brand's own words, not site text.
CREATE TABLE member_labels (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  label_name text NOT NULL CHECK (length(label_name) BETWEEN 1 AND 32),
  sort_order smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, label_name)
);
