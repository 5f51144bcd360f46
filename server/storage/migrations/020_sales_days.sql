-- The sales figures of whole Paris days, kept once computed (server/domains/statistics/storage/salesDays.ts): a month's
-- summary then reads 30 rows instead of every purchase and payment of the month. A write to a Purchase or Payment
-- record forgets the days it counts in, before and after the write.
CREATE TABLE stats_sales_days (
  site_id text NOT NULL,
  -- '' for every formula, else the SubscriptionFormula id the figures are narrowed to.
  formula text NOT NULL,
  day date NOT NULL,
  figures jsonb NOT NULL,
  PRIMARY KEY (site_id, formula, day)
);

-- The Paris days a Purchase or Payment counts in: its own dates and, for a purchase that renews another, the day the
-- renewal began (whether that one is a new subscription depends on this record).
CREATE FUNCTION stats_sales_days_of(site text, doc jsonb, created timestamptz) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT (to_timestamp(ts) AT TIME ZONE 'Europe/Paris')::date), '{}')
  FROM (
    SELECT CASE WHEN jsonb_typeof(v) = 'number' AND (v)::float8 BETWEEN -1e11 AND 1e11 THEN (v)::float8 END AS ts
    FROM unnest(ARRAY[doc -> 'createTs', doc -> 'beginTs', doc -> 'endTs', doc #> '{subInfo,renewedTs}']) v
    UNION ALL SELECT extract(epoch FROM created)::float8
    UNION ALL SELECT CASE WHEN jsonb_typeof(r.doc -> 'beginTs') = 'number' AND (r.doc -> 'beginTs')::float8 BETWEEN -1e11 AND 1e11
      THEN (r.doc -> 'beginTs')::float8 END
      FROM documents r WHERE r.site_id = site AND r.cls = 'Purchase' AND r.id = doc #>> '{subInfo,renewedPurchaseId,_id}'
  ) t WHERE ts IS NOT NULL
$$;

-- Writers take the site's lock shared (they never wait for each other); a reader storing a day takes it exclusive, so
-- that what it stores was computed after every write in flight was committed.
CREATE FUNCTION stats_sales_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
  site text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    days := days || stats_sales_days_of(OLD.site_id, OLD.doc, OLD.created_at);
    site := OLD.site_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    days := days || stats_sales_days_of(NEW.site_id, NEW.doc, NEW.created_at);
    site := NEW.site_id;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('stats_sales:' || site)::bigint);
  -- A purchase moved to another formula moves its payments too: every formula's days go.
  IF TG_OP = 'UPDATE' AND coalesce(OLD.doc ->> 'productId', OLD.doc #>> '{product,_id}')
      IS DISTINCT FROM coalesce(NEW.doc ->> 'productId', NEW.doc #>> '{product,_id}') THEN
    DELETE FROM stats_sales_days WHERE site_id = site AND formula <> '';
  END IF;
  DELETE FROM stats_sales_days WHERE site_id = site AND day = ANY (days);
  RETURN NULL;
END $$;

CREATE TRIGGER stats_sales_insert AFTER INSERT ON documents
  FOR EACH ROW WHEN (NEW.cls IN ('Purchase', 'Payment')) EXECUTE FUNCTION stats_sales_forget();
CREATE TRIGGER stats_sales_update AFTER UPDATE ON documents
  FOR EACH ROW WHEN (NEW.cls IN ('Purchase', 'Payment') OR OLD.cls IN ('Purchase', 'Payment')) EXECUTE FUNCTION stats_sales_forget();
CREATE TRIGGER stats_sales_delete AFTER DELETE ON documents
  FOR EACH ROW WHEN (OLD.cls IN ('Purchase', 'Payment')) EXECUTE FUNCTION stats_sales_forget();
