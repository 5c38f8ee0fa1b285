-- Brand settings for sessions and password age (docs/reliability.md, sessions: 30 minutes idle and 12 hours
-- at most by default; a password maximum age is off unless the brand sets one).
ALTER TABLE merchants ADD COLUMN session_idle_minutes integer NOT NULL DEFAULT 30 CHECK (session_idle_minutes BETWEEN 1 AND 1440);
ALTER TABLE merchants ADD COLUMN session_lifetime_minutes integer NOT NULL DEFAULT 720 CHECK (session_lifetime_minutes BETWEEN 5 AND 43200);
ALTER TABLE merchants ADD CONSTRAINT merchants_session_idle_within_lifetime CHECK (session_idle_minutes <= session_lifetime_minutes);
ALTER TABLE merchants ADD COLUMN password_max_age_days integer CHECK (password_max_age_days BETWEEN 1 AND 3650);

-- Fixed at login: a session opened with a one-time or (where the brand forces it) expired password may
-- only change it, read the member and log out, until the change is made.
ALTER TABLE member_sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
