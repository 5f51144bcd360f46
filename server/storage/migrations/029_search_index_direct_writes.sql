-- The search indexes of every documents partition take each write directly (fastupdate off) instead of in a pending
-- list: every search read the whole list, which grew with each save until a vacuum merged it, and the save that passed
-- its 4 MB limit merged it itself (a latency spike). A direct write costs a save about as much (measured).
CREATE FUNCTION documents_search_direct_writes(part regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  idx regclass;
BEGIN
  FOR idx IN
    SELECT i.inhrelid::regclass FROM pg_inherits i JOIN pg_index x ON x.indexrelid = i.inhrelid
    WHERE i.inhparent IN ('documents_search'::regclass, 'documents_search_trgm'::regclass) AND x.indrelid = part
  LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', idx);
    PERFORM gin_clean_pending_list(idx);
  END LOOP;
END $$;

SELECT documents_search_direct_writes(inhrelid::regclass) FROM pg_inherits WHERE inhparent = 'documents'::regclass;
