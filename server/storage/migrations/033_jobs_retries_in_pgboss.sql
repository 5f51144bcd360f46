-- A job's retry count and limit are pg-boss's (its queue's retryLimit, server/jobs/queue.ts): the jobs table keeps
-- what the console shows (attempts included) and which worker runs a job.
ALTER TABLE jobs DROP COLUMN retry_limit;
