-- Exact totals for the common filtered list "key = value" on a filterable enum or bool property, kept by trigger,
-- so a filtered page of a collection of a million records still answers its count without scanning them.
CREATE TABLE facet_keys (
  cls text NOT NULL,
  key text NOT NULL,
  PRIMARY KEY (cls, key)
);

CREATE TABLE facet_counts (
  site_id  text    NOT NULL,
  cls      text    NOT NULL,
  key      text    NOT NULL,
  value    jsonb   NOT NULL,
  archived boolean NOT NULL,
  n        bigint  NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, cls, key, value, archived)
);

CREATE FUNCTION documents_facets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  FOR k IN SELECT key FROM facet_keys WHERE cls = COALESCE(NEW.cls, OLD.cls) LOOP
    IF TG_OP = 'UPDATE' AND OLD.archived = NEW.archived AND OLD.site_id = NEW.site_id
       AND (OLD.doc -> k) IS NOT DISTINCT FROM (NEW.doc -> k) THEN
      CONTINUE;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE facet_counts SET n = n - 1 WHERE site_id = OLD.site_id AND cls = OLD.cls AND key = k
        AND value = COALESCE(OLD.doc -> k, 'null'::jsonb) AND archived = OLD.archived;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      INSERT INTO facet_counts AS f (site_id, cls, key, value, archived, n)
        VALUES (NEW.site_id, NEW.cls, k, COALESCE(NEW.doc -> k, 'null'::jsonb), NEW.archived, 1)
        ON CONFLICT (site_id, cls, key, value, archived) DO UPDATE SET n = f.n + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER documents_facets AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_facets();
