-- The settlement job ends every live contract past its end time each minute: this keeps that look-up
-- to the few contracts that have an end time at all.
CREATE INDEX agent_contracts_expiry_idx ON agent_contracts (ends_at)
  WHERE ends_at IS NOT NULL AND state IN ('new', 'signing', 'established', 'terminating');
