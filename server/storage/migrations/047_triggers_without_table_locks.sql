-- Moving a type's rows out of the DEFAULT partition and loading many records no longer lock documents: an ALTER TABLE
-- … DISABLE TRIGGER stopped every save for the length of a load and deadlocked with a schema save's partition
-- (issue 29). The transaction says what it does in a setting of its own, and the triggers it must not fire skip
-- themselves: rows that move keep their totals and sales days; a bulk load forgets its sites' sales days once.
DROP TRIGGER documents_totals_delete ON documents;
CREATE TRIGGER documents_totals_delete AFTER DELETE ON documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  WHEN (current_setting('console.moving_rows', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION documents_totals();

DROP TRIGGER stats_sales_delete ON documents;
CREATE TRIGGER stats_sales_delete AFTER DELETE ON documents
  FOR EACH ROW WHEN (OLD.cls IN ('Purchase', 'Payment') AND current_setting('console.moving_rows', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION stats_sales_forget();

DROP TRIGGER stats_sales_insert ON documents;
CREATE TRIGGER stats_sales_insert AFTER INSERT ON documents
  FOR EACH ROW WHEN (NEW.cls IN ('Purchase', 'Payment') AND current_setting('console.bulk_load', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION stats_sales_forget();
