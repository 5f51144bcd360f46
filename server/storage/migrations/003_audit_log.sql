-- Who did what, when: logins, refused calls and every write. Append-only: the API has no way to change it.
CREATE TABLE audit_log (
  id        bigserial   PRIMARY KEY,
  at        timestamptz NOT NULL DEFAULT now(),
  action    text        NOT NULL,
  user_id   text,
  login     text,
  ip        text,
  site_id   text,
  cls       text,
  record_id text,
  detail    jsonb
);
CREATE INDEX audit_log_by_time ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_by_user ON audit_log (login, at DESC);
CREATE INDEX audit_log_by_record ON audit_log (site_id, cls, record_id, at DESC);
