-- The link index is looked up on hashes of its targets: a reference id or a file path of any length (kept by records
-- stored before references were bounded) no longer overflows a key and fails the write or the start-up backfill.
DROP INDEX record_links_to_record;
DROP INDEX record_links_to_file;
CREATE INDEX record_links_to_record ON record_links (to_site, md5(to_cls), md5(to_id)) WHERE to_cls IS NOT NULL;
CREATE INDEX record_links_to_file ON record_links (site_id, md5(file_path)) WHERE file_path IS NOT NULL;
