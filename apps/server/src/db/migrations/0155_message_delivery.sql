-- Issue 24, real email and SMS providers: the outbox becomes the queue every message leaves from. A
-- request writes its message here and answers at once; the delivery job claims due messages, hands
-- them to the channel's provider (SMTP, Twilio) and records how that went, retrying transient
-- failures with backoff. A channel with no provider (development) marks its messages recorded: the
-- outbox is then all there is, as before. Rows from before this migration were only ever recorded.
ALTER TABLE outbox_messages
  ADD COLUMN status text NOT NULL DEFAULT 'recorded'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'recorded')),
  -- The brand's name, shown as the sender of its emails.
  ADD COLUMN sender_name text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  -- A claim past this time belongs to a worker that stopped mid-send: the message may have left, so it
  -- is failed, never sent again.
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN transport text CHECK (transport IN ('smtp', 'twilio')),
  -- The provider's id of the message (SMTP Message-ID, Twilio's SM… sid), to trace it at the provider.
  ADD COLUMN provider_message_id text,
  ADD COLUMN last_error text,
  ADD COLUMN sent_at timestamptz;
ALTER TABLE outbox_messages ALTER COLUMN status SET DEFAULT 'pending';
COMMENT ON COLUMN outbox_messages.status IS 'pending: to send at next_attempt_at; sending: claimed by a worker until claimed_until; sent; failed (last_error says why); recorded: kept in the outbox only, no provider.';
CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at) WHERE status IN ('pending', 'sending');
