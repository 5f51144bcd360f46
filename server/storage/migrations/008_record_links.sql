-- Which records point at which (the 'liens' tab, the images tool): one row per reference, kept in the transaction of
-- every record write (services/records.ts) and backfilled at start (services/linkIndex.ts). A target is a record
-- (to_site, to_cls, to_id) or a stored file of the referrer's site (file_path).
CREATE TABLE record_links (
  site_id   text NOT NULL,
  from_cls  text NOT NULL,
  from_id   text NOT NULL,
  prop      text NOT NULL,
  to_site   text,
  to_cls    text,
  to_id     text,
  file_path text,
  CHECK ((to_cls IS NOT NULL AND to_id IS NOT NULL AND to_site IS NOT NULL AND file_path IS NULL)
      OR (to_cls IS NULL AND to_id IS NULL AND to_site IS NULL AND file_path IS NOT NULL))
);
CREATE INDEX record_links_from ON record_links (site_id, from_cls, from_id);
CREATE INDEX record_links_to_record ON record_links (to_site, to_cls, to_id) WHERE to_cls IS NOT NULL;
CREATE INDEX record_links_to_file ON record_links (site_id, file_path) WHERE file_path IS NOT NULL;
