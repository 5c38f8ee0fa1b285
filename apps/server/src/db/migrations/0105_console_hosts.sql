-- A brand's host may serve the operator console (issue 22): once any brand has one, /console and /ops
-- answer on console hosts only, so staff screens and calls stay off the public sites' hosts.
ALTER TABLE merchant_domains DROP CONSTRAINT merchant_domains_site_check;
ALTER TABLE merchant_domains ADD CONSTRAINT merchant_domains_site_check CHECK (site IN ('member', 'agent', 'console'));
