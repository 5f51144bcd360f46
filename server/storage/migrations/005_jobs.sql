-- What people see of background jobs (design.md §10). Delivery, retries and cron are pg-boss's (schema pgboss);
-- this row is the job as the console shows it, and the ownership record that keeps one job from running twice.
CREATE TABLE jobs (
  id               uuid        PRIMARY KEY,
  kind             text        NOT NULL,
  site_id          text        NOT NULL,
  started_by       text,
  started_by_login text,
  params           jsonb       NOT NULL DEFAULT '{}',
  state            text        NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'failed', 'cancelled')),
  progress         real        NOT NULL DEFAULT 0,
  progress_text    text        NOT NULL DEFAULT '',
  log              jsonb       NOT NULL DEFAULT '[]',
  result           jsonb,
  error            text,
  attempts         int         NOT NULL DEFAULT 0,
  retry_limit      int         NOT NULL DEFAULT 1,
  worker_id        text,
  heartbeat_at     timestamptz,
  cancel_requested boolean     NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz
);
CREATE INDEX jobs_by_site ON jobs (site_id, created_at DESC);
CREATE INDEX jobs_by_time ON jobs (created_at DESC);
CREATE INDEX jobs_running ON jobs (heartbeat_at) WHERE state = 'running';
