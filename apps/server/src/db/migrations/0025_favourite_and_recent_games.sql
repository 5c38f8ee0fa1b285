-- A member's favourite games (the spec's isFav), and the games they opened last.
CREATE TABLE member_favourite_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE member_recent_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX member_recent_games_member_idx ON member_recent_games (member_id, played_at DESC);
