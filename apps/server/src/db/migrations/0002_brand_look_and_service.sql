-- Per-brand look (accent colour, logo) and the hosts its customer-service popups may open.
ALTER TABLE merchants ADD COLUMN accent_color text NOT NULL DEFAULT '#7c3aed' CHECK (accent_color ~ '^#[0-9a-f]{6}$');
ALTER TABLE merchants ADD COLUMN logo_url text;
ALTER TABLE merchants ADD COLUMN service_hosts text[] NOT NULL DEFAULT '{}';
