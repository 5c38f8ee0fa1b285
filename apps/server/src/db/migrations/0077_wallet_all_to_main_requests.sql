-- Issue 18, rule 6 (copies of a request answer what the first answered), for a member's "all to
-- main" wallet transfer. The money it moves is one ledger transfer under the request's key, but a
-- request that found nothing to move writes no transfer: without this row a copy arriving after money
-- reached a game wallet would move it, and answer differently. The first copy claims the row in the
-- transaction that moves the money; a concurrent copy waits on it, then only reads what was moved.
CREATE TABLE wallet_all_to_main_requests (
  merchant_id bigint NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, request_id)
);
