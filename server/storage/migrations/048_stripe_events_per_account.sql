-- Stripe events once for the account (issue 36 §5), no longer once per site: Stripe sends each event of the account to
-- every site's endpoint, and each must take effect once, on the sites it concerns, whichever endpoint received it.
-- Event ids are Stripe's, unique across accounts. Of the rows the per-site key let in, the first received is kept.
DELETE FROM stripe_events a USING stripe_events b
WHERE a.event_id = b.event_id AND (a.received_at, a.site_id) > (b.received_at, b.site_id);
ALTER TABLE stripe_events DROP CONSTRAINT stripe_events_pkey;
ALTER TABLE stripe_events ADD PRIMARY KEY (event_id);
