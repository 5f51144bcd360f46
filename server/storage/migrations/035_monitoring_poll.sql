-- Video-server monitoring polls once per fleet (issue 21 §2): the server that holds the lease polls the video servers
-- and writes its round here; the other servers whose dashboards are watched read that round instead of polling too.
-- A lease left to expire (its server stopped or was killed) is taken by the next server that has a watcher.
CREATE TABLE monitoring_poll (
  id          int         PRIMARY KEY CHECK (id = 1),
  holder      text,
  lease_until timestamptz NOT NULL DEFAULT '-infinity',
  snapshot    jsonb,
  polled_at   timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO monitoring_poll (id) VALUES (1);
