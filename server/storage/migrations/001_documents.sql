-- One documents table for every type (design.md §4), scoped by site_id so it can be distributed by site.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

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
  version     integer     NOT NULL DEFAULT 1,
  PRIMARY KEY (site_id, cls, id)
);

CREATE INDEX documents_by_creation ON documents (site_id, cls, archived, created_at, id);
CREATE INDEX documents_by_update ON documents (site_id, cls, archived, updated_at, id);
CREATE INDEX documents_search ON documents USING gin (search);
CREATE INDEX documents_search_trgm ON documents USING gin (search_text gin_trgm_ops);

-- Live and archived counts per collection, kept by trigger so the sidebar badges and unfiltered counts stay O(1).
CREATE TABLE collection_counts (
  site_id  text    NOT NULL,
  cls      text    NOT NULL,
  archived boolean NOT NULL,
  n        bigint  NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, cls, archived)
);

CREATE FUNCTION documents_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE collection_counts SET n = n - 1 WHERE site_id = OLD.site_id AND cls = OLD.cls AND archived = OLD.archived;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO collection_counts AS c (site_id, cls, archived, n) VALUES (NEW.site_id, NEW.cls, NEW.archived, 1)
      ON CONFLICT (site_id, cls, archived) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER documents_count_insert_delete AFTER INSERT OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_count();
CREATE TRIGGER documents_count_update AFTER UPDATE OF archived, site_id, cls ON documents
  FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.cls IS DISTINCT FROM NEW.cls)
  EXECUTE FUNCTION documents_count();

CREATE TABLE sessions (
  token_hash   bytea       PRIMARY KEY,
  user_id      text        NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);

-- What the first start already did (seeding), so a restart does nothing twice.
CREATE TABLE app_state (
  key   text PRIMARY KEY,
  value jsonb NOT NULL,
  at    timestamptz NOT NULL DEFAULT now()
);
