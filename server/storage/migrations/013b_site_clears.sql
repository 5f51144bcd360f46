-- What "empty the site" archived, per run of the tool: its undo restores exactly these records.
CREATE TABLE site_clears (
  job_id  text NOT NULL,
  site_id text NOT NULL,
  cls     text NOT NULL,
  id      text NOT NULL,
  PRIMARY KEY (job_id, cls, id)
);
