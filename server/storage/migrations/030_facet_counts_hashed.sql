-- Facet totals keyed on a hash of the value instead of the value: a stored value of any length (4,000 random
-- characters under a property made a filterable enum) no longer overflows the key, which stopped schema saves and starts.
-- Equal values keep one total: jsonb's text is canonical, and numbers are compared without trailing zeros (1 = 1.0).
CREATE FUNCTION facet_value_hash(value jsonb) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN md5(CASE WHEN jsonb_typeof(value) = 'number' THEN trim_scale(value::text::numeric)::text ELSE value::text END)::uuid;

ALTER TABLE facet_counts DROP CONSTRAINT facet_counts_pkey;
ALTER TABLE facet_counts ADD COLUMN value_hash uuid GENERATED ALWAYS AS (facet_value_hash(value)) STORED;

-- Values equal as jsonb but stored apart under the old key (1 and 1.0) become one total.
CREATE TEMPORARY TABLE facet_counts_merged ON COMMIT DROP AS
  SELECT site_id, cls, key, (array_agg(value))[1] AS value, archived, sum(n)::bigint AS n
  FROM facet_counts GROUP BY site_id, cls, key, value_hash, archived;
DELETE FROM facet_counts;
INSERT INTO facet_counts (site_id, cls, key, value, archived, n) SELECT site_id, cls, key, value, archived, n FROM facet_counts_merged;

ALTER TABLE facet_counts ADD PRIMARY KEY (site_id, cls, key, value_hash, archived);

CREATE OR REPLACE FUNCTION documents_facets() RETURNS trigger LANGUAGE plpgsql AS $$
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
        AND value_hash = facet_value_hash(COALESCE(OLD.doc -> k, 'null'::jsonb)) AND archived = OLD.archived;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      INSERT INTO facet_counts AS f (site_id, cls, key, value, archived, n)
        VALUES (NEW.site_id, NEW.cls, k, COALESCE(NEW.doc -> k, 'null'::jsonb), NEW.archived, 1)
        ON CONFLICT (site_id, cls, key, value_hash, archived) DO UPDATE SET n = f.n + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
