-- Video-server monitoring history (spec 000 §3 "History: ts, servers with connections and newConnections"): one row
-- per poll round, written while someone watches the dashboard; rows older than a day are deleted by an hourly job.
CREATE TABLE monitoring_history (
  ts      timestamptz NOT NULL,
  servers jsonb       NOT NULL,
  PRIMARY KEY (ts)
);
