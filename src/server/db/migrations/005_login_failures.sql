-- Wrong logins are counted for every tax ID typed, registered or not, so that the answers (attempts
-- left, the lock) are the same for both and tell nobody whether a tax ID is registered
-- (docs/decisions.md, "Attempts left"). The tax ID is kept only as a keyed hash (the access-code key,
-- accessCodes.ts): the table names no one who never registered. A counter whose last failure is a
-- day old starts again; the retention job deletes it then (retention.ts).
CREATE TABLE login_failures (
  id_hash text PRIMARY KEY,
  failed_attempts integer NOT NULL,
  locked_until timestamptz,
  last_failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_last_failed_at ON login_failures (last_failed_at);

-- The counter and lock move there (counts of the moment are not carried over: they cannot be keyed
-- in SQL, and at worst a person gets 5 fresh attempts once).
ALTER TABLE users DROP COLUMN failed_attempts;
ALTER TABLE users DROP COLUMN locked_until;
