-- The documents table partitioned by type: a query plans against its own type's partition and indexes only, however
-- many types exist. Partitions are made when a schema is loaded or saved (storage/partitions.ts); rows of a type
-- without one wait in the DEFAULT partition, so an insert never fails. Search becomes accent-insensitive.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); this fixed-dictionary form lets the planner fold a
-- constant pattern, so the trigram index estimates and serves it.
CREATE FUNCTION immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

CREATE TEXT SEARCH CONFIGURATION french_unaccent (COPY = french);
ALTER TEXT SEARCH CONFIGURATION french_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

/** The partition of a type: readable, bounded to PostgreSQL's 63 characters, unique through the hash. */
CREATE FUNCTION documents_partition_name(cls text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN 'documents_' || left(regexp_replace(lower(cls), '[^a-z0-9]+', '_', 'g'), 40) || '_' || left(md5(cls), 8);

ALTER TABLE documents RENAME TO documents_unpartitioned;

CREATE TABLE documents (
  site_id     text        NOT NULL,
  cls         text        NOT NULL,
  id          text        NOT NULL,
  doc         jsonb       NOT NULL,
  search      tsvector,
  search_text text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  archived    boolean     NOT NULL DEFAULT false,
  version     integer     NOT NULL DEFAULT 1
) PARTITION BY LIST (cls);
CREATE TABLE documents_default PARTITION OF documents DEFAULT;

DO $$
DECLARE
  c text;
BEGIN
  FOR c IN SELECT cls FROM collection_counts UNION SELECT id FROM documents_unpartitioned WHERE site_id = 'global' AND cls = 'schema'
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF documents FOR VALUES IN (%L)', documents_partition_name(c), c);
  END LOOP;
END $$;

-- Stored rows re-indexed for accent-insensitive search: the lexemes and the substring text lose their accents.
INSERT INTO documents (site_id, cls, id, doc, search, search_text, created_at, updated_at, archived, version)
  SELECT site_id, cls, id, doc, immutable_unaccent(search::text)::tsvector, immutable_unaccent(search_text),
    created_at, updated_at, archived, version
  FROM documents_unpartitioned;
DROP TABLE documents_unpartitioned;

-- Indexes and triggers on the parent are made on every partition, present and future.
ALTER TABLE documents ADD PRIMARY KEY (site_id, cls, id);
CREATE INDEX documents_by_creation ON documents (site_id, cls, archived, created_at, id);
CREATE INDEX documents_by_update ON documents (site_id, cls, archived, updated_at, id);
CREATE INDEX documents_search ON documents USING gin (search);
CREATE INDEX documents_search_trgm ON documents USING gin (search_text gin_trgm_ops);

CREATE TRIGGER documents_count_insert_delete AFTER INSERT OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_count();
CREATE TRIGGER documents_count_update AFTER UPDATE OF archived, site_id, cls ON documents
  FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.cls IS DISTINCT FROM NEW.cls)
  EXECUTE FUNCTION documents_count();
CREATE TRIGGER documents_facets AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_facets();

ANALYZE documents;
