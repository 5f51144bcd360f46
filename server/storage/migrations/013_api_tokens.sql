-- API tokens (design.md §13): what a peer server presents as `Authorization: Bearer ...`. Only the SHA-256 of the
-- token is kept; it is shown once at creation. Revoked tokens stay for the audit log.
CREATE TABLE api_tokens (
  id               text        PRIMARY KEY,
  name             text        NOT NULL,
  hash             bytea       NOT NULL UNIQUE,
  scope            text        NOT NULL CHECK (scope IN ('read', 'read-write')),
  site_ids         text[]      NOT NULL DEFAULT '{}',
  created_by       text,
  created_by_login text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz,
  last_used_at     timestamptz
);
