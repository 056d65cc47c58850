-- Daily rollups for the console's analytics dashboard (issue 15: every panel p95 < 300 ms for
-- 30 days at a million page views, where reading the raw rows took 0.5-4 s).
--
-- Page views and visits add up day by day; distinct visitors do not (a visitor seen on two days
-- is one visitor). So besides each day's counts, a rollup row counts the (visitor, dimensions)
-- pairs first seen on that day together with the GAP in days since the same pair was last seen
-- (367: never, or more than a year before). The visitors of a range [A, B) are then exactly the
-- pairs seen in it whose previous day is before A:  Σ n  over days D in [A, B) with gap > D - A.
-- A 30-day panel reads a few hundred or thousand rows instead of a third of a million.
--
-- grain says which dimensions a row is counted by (bits): 1 page, 2 UTM source, 4 UTM medium,
-- 8 UTM campaign, 16 visit starts only, 32 device and browser, 64 referrer host. Every panel
-- with every filter (a page, a source) reads one grain. gap 0 rows hold the day's view count
-- (visits, for grains with bit 16); gap 1..367 rows hold first-seen pairs.
CREATE TABLE "page_view_rollups" (
    "id" BIGINT GENERATED ALWAYS AS IDENTITY,
    "grain" SMALLINT NOT NULL,
    "day" DATE NOT NULL,
    "gap" SMALLINT NOT NULL,
    "page_path" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "device" TEXT,
    "browser" TEXT,
    "referrer_host" TEXT,
    "n" INTEGER NOT NULL,

    CONSTRAINT "page_view_rollups_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "page_view_rollups_gap_check" CHECK ("gap" BETWEEN 0 AND 367)
);
-- Every panel reads one grain over a range of days: this index alone answers it (n included,
-- so no heap visits), and is the key the fold upserts on.
CREATE UNIQUE INDEX "page_view_rollups_grain_day_key" ON "page_view_rollups"
  ("grain", "day", "page_path", "utm_source", "utm_medium", "utm_campaign", "device", "browser", "referrer_host", "gap") INCLUDE ("n") NULLS NOT DISTINCT;

-- What changed in page_views since the last fold, written by statement triggers (so a bulk
-- insert costs one extra INSERT … SELECT, and a page view one narrow row). Deleted views keep
-- what the rollups counted them by.
CREATE TABLE "page_view_changes" (
    "id" BIGINT GENERATED ALWAYS AS IDENTITY,
    "page_view_id" UUID NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "page_path" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "visit_start" BOOLEAN,

    CONSTRAINT "page_view_changes_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "page_view_changes_visitor_id_idx" ON "page_view_changes"("visitor_id");

-- A visitor's device, browser and referrer host as the rollups counted them, fixed when the
-- visitor is first folded, so a later change (or the visitor row's deletion) cannot make the
-- rollups subtract from a group they never added to. Removed with the visitor's last view.
CREATE TABLE "analytics_visitor_traits" (
    "visitor_id" TEXT NOT NULL,
    "device" TEXT,
    "browser" TEXT,
    "referrer_host" TEXT,

    CONSTRAINT "analytics_visitor_traits_pkey" PRIMARY KEY ("visitor_id")
);

-- User agents parsed by the backend (Bowser), one row per distinct string.
CREATE TABLE "analytics_user_agents" (
    "user_agent" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,

    CONSTRAINT "analytics_user_agents_pkey" PRIMARY KEY ("user_agent")
);

-- Backend only: RLS on, no policy, nothing granted to anon.
ALTER TABLE "page_view_rollups" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "page_view_changes" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "analytics_visitor_traits" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "analytics_user_agents" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "page_view_rollups", "page_view_changes", "analytics_visitor_traits", "analytics_user_agents" FROM anon;

-- Run as the owner: anon inserts page views but may not touch the change log.
CREATE FUNCTION "page_view_changes_record"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- An update is its old version removed, then its new one added.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO page_view_changes (page_view_id, visitor_id, day, deleted, page_path, utm_source, utm_medium, utm_campaign, visit_start)
    SELECT id, visitor_id, (created_at AT TIME ZONE 'UTC')::date, true, page_path, utm_source, utm_medium, utm_campaign, visit_start FROM old_rows;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO page_view_changes (page_view_id, visitor_id, day)
    SELECT id, visitor_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;
REVOKE ALL ON FUNCTION "page_view_changes_record"() FROM PUBLIC;
CREATE TRIGGER "page_view_changes_insert" AFTER INSERT ON "page_views"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_changes_record"();
CREATE TRIGGER "page_view_changes_update" AFTER UPDATE ON "page_views"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_changes_record"();
CREATE TRIGGER "page_view_changes_delete" AFTER DELETE ON "page_views"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_view_changes_record"();

CREATE FUNCTION "page_view_rollups_truncate"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  TRUNCATE page_view_rollups, page_view_changes, analytics_visitor_traits;
  RETURN NULL;
END;
$$;
REVOKE ALL ON FUNCTION "page_view_rollups_truncate"() FROM PUBLIC;
CREATE TRIGGER "page_view_rollups_truncate" AFTER TRUNCATE ON "page_views"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_view_rollups_truncate"();

-- Folds the changes of the visitors behind the oldest max_changes changes into the rollups;
-- returns how many changes it folded (0: nothing left that can be folded now, or lock_wait_ms
-- passed while another fold held the lock). The backend calls it every minute and before each
-- dashboard read, after parsing new user agents (AnalyticsRollupsService).
--
-- Tuples are per visitor, so a visitor's contribution can be recomputed alone: for each
-- affected visitor, the tuples of its rows as they are now minus the tuples of its rows as the
-- rollups last saw them (now, without the changed rows, plus the deleted ones), from the day of
-- its earliest change (gaps look back up to 366 days before it). One statement, one snapshot:
-- a view committed meanwhile is in neither the change log read nor the rows read.
CREATE FUNCTION "page_view_rollups_fold"("max_changes" INTEGER DEFAULT 20000, "lock_wait_ms" INTEGER DEFAULT NULL) RETURNS INTEGER
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  folded INTEGER;
  gone TEXT[];
  chosen_ids TEXT[];
  saved_timeout TEXT := current_setting('lock_timeout');
BEGIN
  -- A dashboard read waits a little for a fold in progress, then reads what is folded.
  IF lock_wait_ms IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('page_view_rollups_fold'));
  ELSE
    PERFORM set_config('lock_timeout', lock_wait_ms || 'ms', true);
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('page_view_rollups_fold'));
    EXCEPTION WHEN lock_not_available THEN
      RETURN 0;
    END;
    PERFORM set_config('lock_timeout', saved_timeout, true);
  END IF;
  -- The visitors of the oldest changes, less those whose user agent the backend has not parsed
  -- yet (their views arrived after it last looked; the next fold takes them).
  SELECT coalesce(array_agg(n.visitor_id), '{}') INTO chosen_ids
    FROM (SELECT DISTINCT visitor_id FROM (SELECT visitor_id FROM page_view_changes ORDER BY id LIMIT max_changes) oldest) n
    LEFT JOIN website_visitors v ON v.visitor_id = n.visitor_id
   WHERE v.user_agent IS NULL
      OR EXISTS (SELECT 1 FROM analytics_user_agents ua WHERE ua.user_agent = v.user_agent)
      OR EXISTS (SELECT 1 FROM analytics_visitor_traits t WHERE t.visitor_id = n.visitor_id);
  INSERT INTO analytics_visitor_traits (visitor_id, device, browser, referrer_host)
  SELECT n.visitor_id, ua.device, ua.browser, v.referrer_host
    FROM unnest(chosen_ids) AS n(visitor_id)
    LEFT JOIN website_visitors v ON v.visitor_id = n.visitor_id
    LEFT JOIN analytics_user_agents ua ON ua.user_agent = v.user_agent
   WHERE v.user_agent IS NULL OR ua.user_agent IS NOT NULL
  ON CONFLICT DO NOTHING;

  WITH chosen AS (
    SELECT t.visitor_id FROM analytics_visitor_traits t WHERE t.visitor_id = ANY(chosen_ids)
  ), taken AS (
    DELETE FROM page_view_changes c USING chosen WHERE c.visitor_id = chosen.visitor_id RETURNING c.*
  ), affected AS (
    SELECT visitor_id, min(day) AS from_day FROM taken GROUP BY visitor_id
  ), added AS (
    SELECT DISTINCT page_view_id FROM taken WHERE NOT deleted
  ), removed AS (
    -- A view added and removed between two folds was never counted.
    SELECT d.* FROM taken d
     WHERE d.deleted AND NOT EXISTS (SELECT 1 FROM taken i WHERE NOT i.deleted AND i.page_view_id = d.page_view_id AND i.id < d.id)
  ), current_rows AS (
    SELECT p.id, p.visitor_id, (p.created_at AT TIME ZONE 'UTC')::date AS day, p.page_path,
           nullif(p.utm_source, '') AS s, nullif(p.utm_medium, '') AS m, nullif(p.utm_campaign, '') AS c, p.visit_start AS e, a.from_day
      FROM affected a
      JOIN page_views p ON p.visitor_id = a.visitor_id AND p.created_at >= (a.from_day - 366)::timestamp AT TIME ZONE 'UTC'
  ), base AS (
    SELECT 1 AS sign, visitor_id, day, page_path, s, m, c, e, from_day FROM current_rows
    UNION ALL
    SELECT -1, visitor_id, day, page_path, s, m, c, e, from_day FROM current_rows WHERE id NOT IN (SELECT page_view_id FROM added)
    UNION ALL
    SELECT -1, r.visitor_id, r.day, r.page_path, nullif(r.utm_source, ''), nullif(r.utm_medium, ''), nullif(r.utm_campaign, ''), r.visit_start, a.from_day
      FROM removed r JOIN affected a ON a.visitor_id = r.visitor_id
  ), traited AS (
    SELECT b.*, t.device, t.browser, t.referrer_host FROM base b JOIN analytics_visitor_traits t ON t.visitor_id = b.visitor_id
  ), pairs AS (
    -- One row per (visitor, day, grain, dimensions), in three passes so that the grains by UTM
    -- and by visit start group only the rows that have one.
    SELECT sign, visitor_id, day, from_day, (1 - GROUPING(page_path)) + 32 * (1 - GROUPING(device)) AS grain,
           page_path, NULL::text AS s, NULL::text AS m, NULL::text AS c, device, browser, NULL::text AS referrer_host, count(*) AS views
      FROM traited
     GROUP BY sign, visitor_id, day, from_day, GROUPING SETS ((), (page_path), (device, browser), (device, browser, page_path))
    UNION ALL
    SELECT sign, visitor_id, day, from_day,
           (1 - GROUPING(page_path)) + 2 * (1 - GROUPING(s)) + 4 * (1 - GROUPING(m)) + 8 * (1 - GROUPING(c)) + 32 * (1 - GROUPING(device)),
           page_path, s, m, c, device, browser, NULL, count(*)
      FROM traited WHERE s IS NOT NULL OR m IS NOT NULL OR c IS NOT NULL
     GROUP BY sign, visitor_id, day, from_day, GROUPING SETS (
       (s), (page_path, s), (m), (page_path, m), (s, m), (page_path, s, m),
       (c), (page_path, c), (s, c), (page_path, s, c), (device, browser, s), (device, browser, page_path, s))
    UNION ALL
    SELECT sign, visitor_id, day, from_day, 16 + (1 - GROUPING(page_path)) + 2 * (1 - GROUPING(s)) + 64 * (1 - GROUPING(referrer_host)),
           page_path, s, NULL, NULL, NULL, NULL, referrer_host, count(*)
      FROM traited WHERE e
     GROUP BY sign, visitor_id, day, from_day, GROUPING SETS ((), (page_path), (s), (page_path, s), (referrer_host), (referrer_host, page_path), (referrer_host, s), (referrer_host, page_path, s))
  ), kept AS (
    -- Grains by a UTM value count only the views that carry one.
    SELECT * FROM pairs WHERE (grain & 2 = 0 OR s IS NOT NULL) AND (grain & 4 = 0 OR m IS NOT NULL) AND (grain & 8 = 0 OR c IS NOT NULL)
  ), gapped AS (
    SELECT *, day - lag(day) OVER (PARTITION BY sign, visitor_id, grain, page_path, s, m, c, device, browser, referrer_host ORDER BY day) AS since
      FROM kept
  ), tuples AS (
    SELECT sign, grain, day, 0 AS gap, page_path, s, m, c, device, browser, referrer_host, views AS n FROM gapped WHERE day >= from_day
    UNION ALL
    SELECT sign, grain, day, least(coalesce(since, 367), 367), page_path, s, m, c, device, browser, referrer_host, 1 FROM gapped WHERE day >= from_day
  ), delta AS (
    SELECT grain, day, gap, page_path, s, m, c, device, browser, referrer_host, sum(sign * n)::int AS n
      FROM tuples GROUP BY grain, day, gap, page_path, s, m, c, device, browser, referrer_host
    HAVING sum(sign * n) <> 0
  ), upserted AS (
    -- (Run to completion whether or not read, as every data-modifying WITH is.)
    INSERT INTO page_view_rollups AS r (grain, day, gap, page_path, utm_source, utm_medium, utm_campaign, device, browser, referrer_host, n)
    SELECT grain, day, gap, page_path, s, m, c, device, browser, referrer_host, n FROM delta
    ON CONFLICT (grain, day, page_path, utm_source, utm_medium, utm_campaign, device, browser, referrer_host, gap)
      DO UPDATE SET n = r.n + EXCLUDED.n
  )
  SELECT count(*), coalesce(array_agg(DISTINCT visitor_id) FILTER (WHERE deleted), '{}') INTO folded, gone FROM taken;

  -- Nothing about a visitor whose views are all gone stays behind (privacy erasure).
  DELETE FROM analytics_visitor_traits t
   WHERE NOT EXISTS (SELECT 1 FROM page_views p WHERE p.visitor_id = t.visitor_id)
     AND NOT EXISTS (SELECT 1 FROM page_view_changes c WHERE c.visitor_id = t.visitor_id)
     AND t.visitor_id = ANY(gone);
  RETURN folded;
END;
$$;
REVOKE ALL ON FUNCTION "page_view_rollups_fold"(INTEGER, INTEGER) FROM PUBLIC;

-- Page views already stored are folded by the backend after this migration, in the background.
INSERT INTO "page_view_changes" ("page_view_id", "visitor_id", "day")
SELECT "id", "visitor_id", ("created_at" AT TIME ZONE 'UTC')::date FROM "page_views" ORDER BY "created_at";

-- The dashboard no longer reads page views by page or source (the rollups do); the live count
-- and today's hourly chart read by time, and a lead's pages by visitor.
DROP INDEX "page_views_page_path_created_at_idx";
DROP INDEX "page_views_utm_source_created_at_idx";
