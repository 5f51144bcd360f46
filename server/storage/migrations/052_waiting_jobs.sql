-- Waiting jobs, looked for by every worker's reaper (one pg-boss fetched whose row no worker claimed) and by the
-- queues that start a job only when none waits: a few rows among the history's many.
CREATE INDEX jobs_waiting ON jobs (created_at) WHERE state = 'waiting';
