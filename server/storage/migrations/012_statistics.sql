-- Statistics from raw events (issue 12, design.md §12): what the public sites send (plays, views, bets), partitioned
-- by month so that old months drop whole; the rollups the screens read; the per-site ingestion keys.

CREATE TABLE stats_ingest_keys (
  id           text        PRIMARY KEY,
  site_id      text        NOT NULL,
  label        text        NOT NULL,
  -- sha256 of the key: the key itself is shown once, at creation.
  key_hash     bytea       NOT NULL UNIQUE,
  prefix       text        NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text,
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE INDEX stats_ingest_keys_by_site ON stats_ingest_keys (site_id, created_at DESC);

-- mode: 0 full, 1 trailer, 2 pl_full, 3 pl_trailer; user_status: 0 anonymous, 1 freemium, 2 premium.
CREATE TABLE stats_play_events (
  site_id     text        NOT NULL,
  entity_id   text        NOT NULL,
  mode        smallint    NOT NULL,
  user_status smallint    NOT NULL,
  user_key    text        NOT NULL,
  play_time   real        NOT NULL,
  percent     real        NOT NULL,
  ts          timestamptz NOT NULL
) PARTITION BY RANGE (ts);
CREATE INDEX stats_play_events_by_site ON stats_play_events (site_id, ts);

CREATE TABLE stats_view_events (
  site_id     text        NOT NULL,
  entity_id   text        NOT NULL,
  mode        smallint    NOT NULL,
  user_status smallint    NOT NULL,
  ts          timestamptz NOT NULL
) PARTITION BY RANGE (ts);
CREATE INDEX stats_view_events_by_site ON stats_view_events (site_id, ts);

CREATE TABLE stats_bet_events (
  site_id        text        NOT NULL,
  tournament_id  text        NOT NULL,
  participant_id text        NOT NULL,
  ts             timestamptz NOT NULL
) PARTITION BY RANGE (ts);
CREATE INDEX stats_bet_events_by_tournament ON stats_bet_events (site_id, tournament_id, ts);

-- Events not yet rolled up: the rollup job deletes what it folds in, so each event counts exactly once whatever the
-- commit order of concurrent ingestions. kind: 0 play, 1 view.
CREATE TABLE stats_pending (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        smallint    NOT NULL,
  site_id     text        NOT NULL,
  entity_id   text        NOT NULL,
  mode        smallint    NOT NULL,
  user_status smallint    NOT NULL,
  user_key    text,
  play_time   real,
  percent     real,
  day         date        NOT NULL
);

-- Per day (Europe/Paris) and key: what the view statistics chart.
CREATE TABLE stats_play_daily (
  site_id       text     NOT NULL,
  day           date     NOT NULL,
  entity_id     text     NOT NULL,
  mode          smallint NOT NULL,
  user_status   smallint NOT NULL,
  plays         bigint   NOT NULL DEFAULT 0,
  views         bigint   NOT NULL DEFAULT 0,
  play_time_sum double precision NOT NULL DEFAULT 0,
  percent_sum   double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, day, entity_id, mode, user_status)
);
CREATE INDEX stats_play_daily_by_entity ON stats_play_daily (site_id, entity_id, day);

-- All time per key: what the play statistics page sorts and pages.
CREATE TABLE stats_play_totals (
  site_id       text     NOT NULL,
  entity_id     text     NOT NULL,
  mode          smallint NOT NULL,
  user_status   smallint NOT NULL,
  plays         bigint   NOT NULL DEFAULT 0,
  views         bigint   NOT NULL DEFAULT 0,
  play_time_sum double precision NOT NULL DEFAULT 0,
  percent_sum   double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, entity_id, mode, user_status)
);

-- Which (mode, status) cells a user has played a video in: bit (mode * 3 + status).
CREATE TABLE stats_play_users (
  site_id   text     NOT NULL,
  entity_id text     NOT NULL,
  user_key  text     NOT NULL,
  mask      integer  NOT NULL,
  PRIMARY KEY (site_id, entity_id, user_key)
);

-- Distinct users per video for each selection of the page's toggles (a mask of cells), kept exact incrementally.
CREATE TABLE stats_play_distinct (
  site_id   text     NOT NULL,
  entity_id text     NOT NULL,
  sel       integer  NOT NULL,
  users     bigint   NOT NULL,
  PRIMARY KEY (site_id, entity_id, sel)
);

-- Daily counts the scheduled USER_CREATION job computes from the User records, up to `through` (excluded).
CREATE TABLE stats_daily_counts (
  site_id text   NOT NULL,
  metric  text   NOT NULL,
  day     date   NOT NULL,
  n       bigint NOT NULL,
  PRIMARY KEY (site_id, metric, day)
);
CREATE TABLE stats_rollup_state (
  site_id text        NOT NULL,
  metric  text        NOT NULL,
  through date        NOT NULL,
  at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, metric)
);

-- The sales statistics read Purchase and Payment records by their dates.
CREATE INDEX stats_payments_by_ts ON documents (site_id, (doc -> 'createTs')) WHERE cls = 'Payment' AND NOT archived;
CREATE INDEX stats_purchases_by_begin ON documents (site_id, (doc -> 'beginTs')) WHERE cls = 'Purchase' AND NOT archived;
CREATE INDEX stats_purchases_by_end ON documents (site_id, (doc -> 'endTs')) WHERE cls = 'Purchase' AND NOT archived;
CREATE INDEX stats_purchases_by_renewal ON documents (site_id, (doc #> '{subInfo,renewedTs}')) WHERE cls = 'Purchase' AND NOT archived;
CREATE INDEX stats_purchases_renewed_id ON documents (site_id, (doc #>> '{subInfo,renewedPurchaseId,_id}')) WHERE cls = 'Purchase' AND NOT archived;
CREATE INDEX stats_users_by_creation ON documents (site_id, (doc -> 'createTs')) WHERE cls = 'User' AND NOT archived;
CREATE INDEX stats_participants_by_tournament ON documents (site_id, (doc #>> '{tournament,_id}')) WHERE cls = 'Participant' AND NOT archived;

-- The monthly partitions of the three event tables from `from_month` to `to_month` (first days), those missing.
CREATE FUNCTION stats_ensure_partitions(from_month date, to_month date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', from_month)::date;
  t text;
  made integer := 0;
BEGIN
  WHILE m <= to_month LOOP
    FOREACH t IN ARRAY ARRAY['stats_play_events', 'stats_view_events', 'stats_bet_events'] LOOP
      IF to_regclass(format('%s_%s', t, to_char(m, 'YYYYMM'))) IS NULL THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', format('%s_%s', t, to_char(m, 'YYYYMM')), t,
          m::timestamp AT TIME ZONE 'Europe/Paris', (m + interval '1 month')::timestamp AT TIME ZONE 'Europe/Paris');
        made := made + 1;
      END IF;
    END LOOP;
    m := (m + interval '1 month')::date;
  END LOOP;
  RETURN made;
END $$;
