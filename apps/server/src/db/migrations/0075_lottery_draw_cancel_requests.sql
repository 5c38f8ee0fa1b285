-- Four eyes on cancelling a closed draw (issue 18): once betting is over the result may be known, and a
-- cancellation gives every stake back, losing ones included. One staff member asks for it here; a
-- different one confirms it, and only then is the draw cancelled. A draw still taking bets is
-- cancelled by one staff member as before: its members can take their stakes back themselves.
CREATE TABLE lottery_draw_cancel_requests (
  draw_id bigint PRIMARY KEY REFERENCES lottery_draws (id) ON DELETE CASCADE,
  reason text NOT NULL,
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_by bigint REFERENCES operators (id),
  confirmed_at timestamptz,
  CHECK (confirmed_by IS DISTINCT FROM requested_by),
  CHECK ((confirmed_by IS NULL) = (confirmed_at IS NULL))
);
