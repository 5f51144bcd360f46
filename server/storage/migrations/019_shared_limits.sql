-- Limits that must hold across every server of one database (issue 8): failed logins, the uploads of the last hour
-- and the open live-event streams are counted here instead of in one process's memory. Every row carries its expiry,
-- and the writers purge expired rows, so the tables stay as small as the windows they count.

-- One row per counted event: `bucket` says what is counted, `subject` whose count it is, `detail` a second key
-- (the client address of a failed login on an account).
CREATE TABLE rate_hits (
  bucket     text        NOT NULL,
  subject    text        NOT NULL,
  detail     text        NOT NULL DEFAULT '',
  at         timestamptz NOT NULL DEFAULT clock_timestamp(),
  amount     bigint      NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_hits_by_subject ON rate_hits (bucket, subject, detail, at);
CREATE INDEX rate_hits_by_expiry ON rate_hits (expires_at);

-- The open GET /api/events streams of every server; a server refreshes the expiry of its own while it runs, so the
-- streams of a server that was killed stop counting a minute later.
CREATE TABLE event_streams (
  id          text        PRIMARY KEY,
  server_id   text        NOT NULL,
  session_key text        NOT NULL,
  user_id     text        NOT NULL,
  opened_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX event_streams_by_user ON event_streams (user_id, opened_at);
CREATE INDEX event_streams_by_server ON event_streams (server_id);
CREATE INDEX event_streams_by_expiry ON event_streams (expires_at);

-- Query statistics for the bench (tests/bench/), where the server allows it: the embedded PostgreSQL preloads the
-- library; an external server without it, or without the right to create it, goes on without.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_stat_statements') THEN
    CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_stat_statements non installé : %', SQLERRM;
END $$;
