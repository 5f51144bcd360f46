-- Token buckets shared by every server of one database (issue 21 §2): the ingestion key's pace was a Map in each
-- process, so N servers behind a load balancer let N times the rate through. One row per bucket and subject: the
-- tokens left when it was last taken from, and when; the refill is computed from `at` by the taking statement itself.
CREATE TABLE token_buckets (
  bucket  text             NOT NULL,
  subject text             NOT NULL,
  tokens  double precision NOT NULL,
  at      timestamptz      NOT NULL,
  PRIMARY KEY (bucket, subject)
);

-- The catalogue's version (schemas and sites), raised by every change: each session lookup reads it, so a server whose
-- caches are older reloads them before answering, even before the NOTIFY of the change reached it.
CREATE TABLE catalogue_version (
  id      int    PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalogue_version VALUES (1, 0);

-- When the session last wrote (issue 21 §3): its reads go to the primary until the read replica has replayed past it,
-- whichever server the next request reaches.
ALTER TABLE sessions ADD COLUMN wrote_at timestamptz;
