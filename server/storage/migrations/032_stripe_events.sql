-- Stripe webhook events already processed (issue 18), per site: Stripe sends an event to every endpoint (one per site)
-- and may send it again (retries for up to three days, each signed afresh), so a second delivery is acknowledged
-- without effect. Rows older than 30 days are swept when events arrive.
CREATE TABLE stripe_events (
  site_id     text        NOT NULL,
  event_id    text        NOT NULL,
  type        text        NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, event_id)
);
CREATE INDEX stripe_events_received ON stripe_events (received_at);
