-- Execute tab (server/domains/exports/execute.ts): what an execution changed, so that 'Annuler cette exécution' can put
-- each record back as it was, unless it was changed since (its version moved on).
CREATE TABLE execution_changes (
  job_id text NOT NULL,
  site_id text NOT NULL,
  cls text NOT NULL,
  record_id text NOT NULL,
  -- The changed top-level keys as they were before the execution (null: the key was absent).
  before jsonb NOT NULL,
  -- The record's version right after the execution wrote it.
  version integer NOT NULL,
  restored_at timestamptz,
  PRIMARY KEY (job_id, record_id)
);
