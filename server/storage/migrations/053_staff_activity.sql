-- When staff last worked on any console server of this database (server/jobs/fleetActivity.ts): a worker process,
-- which serves no request, keeps its background writing to the budget while staff use any server. One row, marked by
-- the servers at most every 2 s while someone works on them; unlogged, as a mark lost in a crash costs nothing.
CREATE UNLOGGED TABLE staff_activity (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  at timestamptz NOT NULL
);
INSERT INTO staff_activity (at) VALUES ('-infinity');
