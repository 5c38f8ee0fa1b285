-- Messages to a member about their money (spec sections 3 and 4): a deposit succeeded or failed, a
-- withdrawal was approved or rejected. Each has its time and amount; the subject (deposit:12) makes
-- posting the same news twice a no-op, so a retried movement never doubles its message.
CREATE TABLE member_money_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit.success', 'deposit.failure', 'withdrawal.approved', 'withdrawal.rejected')),
  amount bigint NOT NULL CHECK (amount >= 0),
  subject text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_money_messages_once UNIQUE (member_id, kind, subject)
);
CREATE INDEX member_money_messages_member_idx ON member_money_messages (member_id, id DESC);
