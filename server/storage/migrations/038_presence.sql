-- Who has which record open (issue 22 §2), for every server of the database: one row per browser tab showing a
-- record, refreshed by the tab's heartbeat, swept once expired. Unlogged: it is a few seconds' state that the next
-- heartbeats rebuild, not worth the write-ahead log (nor a standby's copy).
CREATE UNLOGGED TABLE presence (
  user_id    text        NOT NULL,
  tab_id     text        NOT NULL,
  user_name  text        NOT NULL,
  site_id    text        NOT NULL,
  cls        text        NOT NULL,
  record_id  text        NOT NULL,
  -- The field typed in last (a property key, or key/componentUuid in a layout), and when.
  field      text,
  field_at   timestamptz,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, tab_id)
);
CREATE INDEX presence_by_record ON presence (site_id, cls, record_id);
CREATE INDEX presence_by_expiry ON presence (expires_at);
