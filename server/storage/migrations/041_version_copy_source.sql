-- A version written by a copy from another environment or site (environments' 'Copier vers …' and the comparison
-- page) names its source, so that the 'Historique' tab says "Copié depuis « staging »" rather than a plain creation
-- or update. The source comes with the writer in the transaction's console.write_origin (storage/recordVersions.ts).
ALTER TABLE record_versions ADD COLUMN copied_from_env text, ADD COLUMN copied_from_site text;

CREATE OR REPLACE FUNCTION record_versions_write() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
DECLARE
  origin jsonb := nullif(current_setting('console.write_origin', true), '')::jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_versions (site_id, cls, id, version, action, user_id, login, via, job_id, archived, changed, doc, copied_from_env, copied_from_site)
    SELECT n.site_id, n.cls, n.id, n.version, coalesce(origin->>'action', 'create'), origin->>'userId', origin->>'login',
      coalesce(origin->>'via', 'system'), origin->>'jobId', n.archived,
      ARRAY(SELECT k FROM jsonb_object_keys(n.doc) k WHERE k <> '_v' ORDER BY k), n.doc,
      origin#>>'{copiedFrom,env}', origin#>>'{copiedFrom,siteId}'
    FROM new_rows n;
  ELSE
    -- The document migration job rewrites shapes without a new version: not a change anyone made.
    INSERT INTO record_versions (site_id, cls, id, version, action, user_id, login, via, job_id, archived, changed, doc, copied_from_env, copied_from_site)
    SELECT n.site_id, n.cls, n.id, n.version,
      coalesce(origin->>'action', CASE WHEN n.archived AND NOT o.archived THEN 'archive' WHEN o.archived AND NOT n.archived THEN 'restore' ELSE 'update' END),
      origin->>'userId', origin->>'login', coalesce(origin->>'via', 'system'), origin->>'jobId', n.archived,
      ARRAY(SELECT k FROM (SELECT jsonb_object_keys(n.doc) UNION SELECT jsonb_object_keys(o.doc)) keys(k)
        WHERE k <> '_v' AND (n.doc->k) IS DISTINCT FROM (o.doc->k) ORDER BY k),
      n.doc, origin#>>'{copiedFrom,env}', origin#>>'{copiedFrom,siteId}'
    FROM new_rows n JOIN old_rows o ON o.site_id = n.site_id AND o.cls = n.cls AND o.id = n.id
    WHERE n.version <> o.version OR n.archived <> o.archived;
  END IF;
  RETURN NULL;
END $$;
