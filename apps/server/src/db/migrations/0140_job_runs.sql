-- Issue 24, jobs on a queue: the last run of each scheduled job, whichever instance ran it, through
-- pg-boss on PostgreSQL or the embedded database's in-process runner alike. pg-boss keeps its own
-- jobs (and their retries) for a day; this row is what staff read at /ops/jobs.
CREATE TABLE job_runs (
  job text PRIMARY KEY,
  every_seconds integer NOT NULL CHECK (every_seconds > 0),
  running_since timestamptz,
  last_started_at timestamptz,
  last_success_at timestamptz,
  last_duration_ms integer CHECK (last_duration_ms >= 0),
  last_failure_at timestamptz,
  last_failure text,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0)
);
COMMENT ON COLUMN job_runs.failures IS 'Failed runs since the last success.';

-- The retention jobs delete by age: without these they would read every row each time.
CREATE INDEX member_sessions_ended_idx ON member_sessions (LEAST(expires_at, COALESCE(revoked_at, expires_at)));
CREATE INDEX operator_sessions_ended_idx ON operator_sessions (LEAST(expires_at, COALESCE(revoked_at, expires_at)));
CREATE INDEX outbox_messages_created_idx ON outbox_messages (created_at);
CREATE INDEX one_time_codes_spent_idx ON one_time_codes (LEAST(expires_at, COALESCE(used_at, expires_at)));
