-- Named views of a list (issue 22 §4): its filters, sort, visible columns and page size, private to their owner or
-- shared with the site's users who may read the type (the server checks that right when it reads them).
CREATE TABLE list_views (
  id          text        PRIMARY KEY,
  site_id     text        NOT NULL,
  cls         text        NOT NULL,
  owner_id    text        NOT NULL,
  owner_login text        NOT NULL,
  name        text        NOT NULL,
  shared      boolean     NOT NULL DEFAULT false,
  state       jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX list_views_by_owner ON list_views (site_id, owner_id);
CREATE INDEX list_views_shared ON list_views (site_id) WHERE shared;
