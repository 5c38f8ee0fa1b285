-- The member hears that a withdrawal was paid (the money left for the bank), not only that it was
-- approved: approval alone leaves the member waiting without knowing when to look at the bank.
ALTER TABLE member_money_messages DROP CONSTRAINT member_money_messages_kind_check,
  ADD CONSTRAINT member_money_messages_kind_check CHECK (kind IN ('deposit.success', 'deposit.failure',
    'withdrawal.approved', 'withdrawal.paid', 'withdrawal.rejected', 'lottery.chase.odds'));
