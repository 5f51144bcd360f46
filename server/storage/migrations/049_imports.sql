-- Imports (issue 31, server/domains/imports/): one row per uploaded file, with the figures and grouped refusals of its
-- last dry run or import, and one row per record an import wrote, so that a retry finds the record a row already made
-- (its identity: the `_id`, the unique key, or a hash of the row) and 'Annuler l'import' puts each one back.
CREATE TABLE imports (
  id         uuid        PRIMARY KEY,
  site_id    text        NOT NULL,
  cls        text        NOT NULL,
  user_id    text        NOT NULL,
  login      text        NOT NULL,
  file_name  text        NOT NULL,
  format     text        NOT NULL,
  state      text        NOT NULL,
  mode       text        NOT NULL DEFAULT 'create',
  key        text        NOT NULL DEFAULT '_id',
  columns    jsonb       NOT NULL DEFAULT '[]',
  left_out   jsonb       NOT NULL DEFAULT '[]',
  dry_run    boolean     NOT NULL DEFAULT true,
  counts     jsonb       NOT NULL DEFAULT '{"rows":0,"created":0,"updated":0,"unchanged":0,"refused":0}',
  refusals   jsonb       NOT NULL DEFAULT '[]',
  -- What made the whole file unreadable (naming its line), '' when it was read to its end.
  file_error text        NOT NULL DEFAULT '',
  job_id     text        NOT NULL DEFAULT '',
  undo       jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_by_site ON imports (site_id, cls, created_at DESC);

CREATE TABLE import_rows (
  import_id     uuid    NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  site_id       text    NOT NULL,
  cls           text    NOT NULL,
  -- The row's identity: 'id:…', 'key:…' or 'hash:…' (a row without either, in create mode).
  row_key       text    NOT NULL,
  record_id     text    NOT NULL,
  action        text    NOT NULL CHECK (action IN ('created', 'updated')),
  -- An update's changed top-level keys as they were before (null: absent), to put back on undo.
  before        jsonb,
  -- The record's version right after the import wrote it: an undo leaves alone a record whose version moved on.
  version_after integer NOT NULL,
  undone_at     timestamptz,
  PRIMARY KEY (import_id, record_id)
);
CREATE INDEX import_rows_by_identity ON import_rows (site_id, cls, row_key);
