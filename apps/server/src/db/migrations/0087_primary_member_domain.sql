-- Each brand's primary member-site host: the address its links send players to (an agent's affiliate
-- links, made on the agent site or a mirror), one per brand and always a member-site host.
ALTER TABLE merchant_domains ADD COLUMN is_primary boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT merchant_domains_primary_is_member CHECK (NOT is_primary OR site = 'member');
CREATE UNIQUE INDEX merchant_domains_one_primary ON merchant_domains (merchant_id) WHERE is_primary;

-- Existing brands: their first member-site host. Hosts added together share their time, so the
-- earliest name stands first among them, as the brand's list of hosts has always been ordered.
UPDATE merchant_domains SET is_primary = true
WHERE (merchant_id, host) IN (
  SELECT DISTINCT ON (merchant_id) merchant_id, host
  FROM merchant_domains
  WHERE site = 'member'
  ORDER BY merchant_id, created_at, host
);
