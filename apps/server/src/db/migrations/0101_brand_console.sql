-- The console's Brands section (issue 22). A brand keeps its own time zone (its reports' days), and its
-- maintenance may be scheduled: on from `maintenance_from` (null: at once) until `maintenance_until`.
-- The time zone column came with the reports (0099), which read it first.
ALTER TABLE merchants
  ADD CONSTRAINT merchants_time_zone_length CHECK (length(time_zone) BETWEEN 1 AND 64),
  ADD COLUMN maintenance_from timestamptz,
  ADD CONSTRAINT merchants_maintenance_window CHECK (maintenance_from < maintenance_until);
