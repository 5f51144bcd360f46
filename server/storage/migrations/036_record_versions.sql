-- Every version of every record (issue 22 §1, 'Historique'): kept by statement triggers on documents, so that no
-- write path can forget it (the records service, the domains' own SQL, bulk loads, tools, the migration job aside:
-- it leaves the content and the ETag as they were). Who wrote it and through what come from the transaction's
-- setting console.write_origin (storage/recordVersions.ts setWriteOrigin); a write without one is the system's.
-- Each row holds the whole document as stored (what rebuilds the record) and the keys that changed; the diff's
-- values come from comparing two versions, the audit log keeping the write's own.
CREATE TABLE record_versions (
  site_id  text        NOT NULL,
  cls      text        NOT NULL,
  id       text        NOT NULL,
  seq      bigint      NOT NULL GENERATED ALWAYS AS IDENTITY,
  version  integer     NOT NULL,
  at       timestamptz NOT NULL DEFAULT now(),
  action   text        NOT NULL,
  user_id  text,
  login    text,
  via      text,
  job_id   text,
  archived boolean     NOT NULL,
  changed  text[]      NOT NULL,
  doc      jsonb       NOT NULL,
  PRIMARY KEY (site_id, cls, id, seq)
);
-- Retention walks versions by age: rows are appended in time order, so a block range index is enough (a few pages).
CREATE INDEX record_versions_by_time ON record_versions USING brin (at);

-- Transition tables have no statistics: a nested loop pairing old and new rows of a large update is quadratic.
CREATE FUNCTION record_versions_write() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
DECLARE
  origin jsonb := nullif(current_setting('console.write_origin', true), '')::jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_versions (site_id, cls, id, version, action, user_id, login, via, job_id, archived, changed, doc)
    SELECT n.site_id, n.cls, n.id, n.version, coalesce(origin->>'action', 'create'), origin->>'userId', origin->>'login',
      coalesce(origin->>'via', 'system'), origin->>'jobId', n.archived,
      ARRAY(SELECT k FROM jsonb_object_keys(n.doc) k WHERE k <> '_v' ORDER BY k), n.doc
    FROM new_rows n;
  ELSE
    -- The document migration job rewrites shapes without a new version: not a change anyone made.
    INSERT INTO record_versions (site_id, cls, id, version, action, user_id, login, via, job_id, archived, changed, doc)
    SELECT n.site_id, n.cls, n.id, n.version,
      coalesce(origin->>'action', CASE WHEN n.archived AND NOT o.archived THEN 'archive' WHEN o.archived AND NOT n.archived THEN 'restore' ELSE 'update' END),
      origin->>'userId', origin->>'login', coalesce(origin->>'via', 'system'), origin->>'jobId', n.archived,
      ARRAY(SELECT k FROM (SELECT jsonb_object_keys(n.doc) UNION SELECT jsonb_object_keys(o.doc)) keys(k)
        WHERE k <> '_v' AND (n.doc->k) IS DISTINCT FROM (o.doc->k) ORDER BY k),
      n.doc
    FROM new_rows n JOIN old_rows o ON o.site_id = n.site_id AND o.cls = n.cls AND o.id = n.id
    WHERE n.version <> o.version OR n.archived <> o.archived;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER documents_versions_insert AFTER INSERT ON documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_versions_write();
CREATE TRIGGER documents_versions_update AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_versions_write();
