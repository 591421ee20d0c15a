CREATE TABLE "ledger_course_dekad_rollups" (
	"dekad" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"course_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_course_dekad_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","dekad","type","course_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_course_quarterly_rollups" (
	"quarter" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"course_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_course_quarterly_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","quarter","type","course_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_course_yearly_rollups" (
	"year" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"course_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_course_yearly_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","year","type","course_id")
);--> statement-breakpoint
-- Hand-written (docs/domain/accounting.md, "How the rollups are kept"): three more periods on the
-- level by course, the dekad (the 1st–10th, 11th–20th and 21st–last day of a month), the quarter
-- and the year.
-- The functions that write rollups read the levels from `ledger_rollup_levels` and a level's
-- period from `ledger_rollup_period_start`, so the new levels are kept by the same statements as
-- the others; they come last in the levels' order, which every writer takes its rows in.
CREATE OR REPLACE FUNCTION "ledger_rollup_levels"() RETURNS TABLE ("rollups" text, "period" text, "keys" text[])
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('ledger_daily_rollups', 'day', ARRAY['segment', 'course_id', 'source']),
         ('ledger_monthly_rollups', 'month', ARRAY['segment', 'course_id', 'source']),
         ('ledger_segment_daily_rollups', 'day', ARRAY['segment']),
         ('ledger_segment_monthly_rollups', 'month', ARRAY['segment']),
         ('ledger_course_daily_rollups', 'day', ARRAY['course_id']),
         ('ledger_course_monthly_rollups', 'month', ARRAY['course_id']),
         ('ledger_course_dekad_rollups', 'dekad', ARRAY['course_id']),
         ('ledger_course_quarterly_rollups', 'quarter', ARRAY['course_id']),
         ('ledger_course_yearly_rollups', 'year', ARRAY['course_id'])
$$;--> statement-breakpoint
-- The first day of the dekad `day` falls in: the 1st, the 11th or the 21st of its month.
CREATE FUNCTION "ledger_dekad_of"(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT day - (extract(day FROM day)::integer - 1) + least((extract(day FROM day)::integer - 1) / 10, 2) * 10
$$;--> statement-breakpoint
-- The period (`day`, `dekad`, `month`, `quarter` or `year`) a date expression `day` falls in, as
-- SQL: the day itself, or the first day of its dekad, month, quarter or year.
CREATE FUNCTION "ledger_rollup_period_start"(period text, day text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE period
    WHEN 'day' THEN day
    WHEN 'dekad' THEN format('"ledger_dekad_of"(%s)', day)
    ELSE format('date_trunc(%L, %s)::date', period, day)
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_rollup_period_of"(period text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT "ledger_rollup_period_start"(period, 'd."day"')
$$;--> statement-breakpoint
-- As in 0035, but each level's first period to lock is that level's own (a year's rows from the
-- year of `first_day`, a dekad's from its dekad…), through `ledger_rollup_period_start`.
CREATE OR REPLACE FUNCTION "ledger_usd_refresh"(first_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
  since timestamptz := first_day::timestamp AT TIME ZONE academy_zone;
  level record;
  updates text[] := '{}';
  delta_keys text;
  group_keys text;
  same_key text;
  sort_keys text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ledger_usd_rates'));
  FOR level IN SELECT l.*, row_number() OVER () AS "position" FROM "ledger_rollup_levels"() l LOOP
    SELECT string_agg(format('d.%I', k), ', '), string_agg((2 + n)::text, ', '),
           string_agg(format('r.%1$I IS NOT DISTINCT FROM d.%1$I', k), ' AND '), string_agg(format('r.%I', k), ', ')
    INTO delta_keys, group_keys, same_key, sort_keys
    FROM unnest(level."keys") WITH ORDINALITY u(k, n);
    EXECUTE format($q$
      SELECT 1 FROM %1$I r
      WHERE r."currency" = 'ARS' AND ($1::date IS NULL OR r.%2$I >= %3$s)
      ORDER BY r."currency", r.%2$I, r."type", %4$s FOR UPDATE$q$,
      level."rollups", level."period",
      "ledger_rollup_period_start"(level."period", '$1::date'), sort_keys)
    USING first_day;
    updates := updates || format($q$
      level_%1$s AS (
        UPDATE %2$I r SET "usd" = r."usd" + d."usd", "usd_missing" = r."usd_missing" + d."usd_missing"
        FROM (SELECT %3$s AS "period", d."type", %4$s, sum(d."usd") AS "usd", sum(d."usd_missing")::integer AS "usd_missing"
              FROM differences d GROUP BY 1, 2, %5$s) d
        WHERE r."currency" = 'ARS' AND r.%6$I = d."period" AND r."type" = d."type" AND %7$s
      )$q$, level."position", level."rollups", "ledger_rollup_period_of"(level."period"), delta_keys, group_keys,
      level."period", same_key);
  END LOOP;
  EXECUTE format($q$
    WITH differences AS (
      SELECT r."day", r."type", r."segment", r."course_id", r."source",
             f."usd" - r."usd" AS "usd", f."usd_missing" - r."usd_missing" AS "usd_missing"
      FROM "ledger_daily_rollups" r
      JOIN "ledger_rollups_of_movements"($1) f
        ON f."currency" = r."currency" AND f."day" = r."day" AND f."type" = r."type"
       AND f."segment" IS NOT DISTINCT FROM r."segment" AND f."course_id" IS NOT DISTINCT FROM r."course_id"
       AND f."source" = r."source"
      WHERE r."currency" = 'ARS' AND ($2::date IS NULL OR r."day" >= $2::date)
        AND (f."usd", f."usd_missing") IS DISTINCT FROM (r."usd", r."usd_missing")
    ), %s
    SELECT 1$q$, array_to_string(updates, ', ')) USING since, first_day;
END
$$;--> statement-breakpoint
-- The rows already kept, summed: the dekads from the daily level by course, the quarters and years
-- from its monthly level (both proved equal to the movements by `ledger:check`).
INSERT INTO "ledger_course_dekad_rollups"
  SELECT "ledger_dekad_of"("day"), "currency", "type", "course_id", sum("amount"), sum("movements"), sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_course_daily_rollups" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_course_quarterly_rollups"
  SELECT date_trunc('quarter', "month")::date, "currency", "type", "course_id", sum("amount"), sum("movements"),
         sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_course_monthly_rollups" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_course_yearly_rollups"
  SELECT date_trunc('year', "month")::date, "currency", "type", "course_id", sum("amount"), sum("movements"),
         sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_course_monthly_rollups" GROUP BY 1, 2, 3, 4;
