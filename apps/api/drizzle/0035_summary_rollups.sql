CREATE TABLE "ledger_course_daily_rollups" (
	"day" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"course_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_course_daily_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","day","type","course_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_course_monthly_rollups" (
	"month" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"course_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_course_monthly_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","month","type","course_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_segment_daily_rollups" (
	"day" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"segment" "payment_segment",
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_segment_daily_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","day","type","segment")
);
--> statement-breakpoint
CREATE TABLE "ledger_segment_monthly_rollups" (
	"month" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"segment" "payment_segment",
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	"usd" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usd_missing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_segment_monthly_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","month","type","segment")
);
--> statement-breakpoint
-- Hand-written (docs/domain/accounting.md, "How the rollups are kept"): the summary levels are the
-- detailed levels summed by segment alone and by course alone, kept by the same functions in the
-- same statement. Every function that writes rollups now reads the levels from one place,
-- `ledger_rollup_levels`, and takes them in its order (each level's rows in its key's order), so
-- concurrent writers still take the rollup rows in one order.
CREATE FUNCTION "ledger_rollup_levels"() RETURNS TABLE ("rollups" text, "period" text, "keys" text[])
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('ledger_daily_rollups', 'day', ARRAY['segment', 'course_id', 'source']),
         ('ledger_monthly_rollups', 'month', ARRAY['segment', 'course_id', 'source']),
         ('ledger_segment_daily_rollups', 'day', ARRAY['segment']),
         ('ledger_segment_monthly_rollups', 'month', ARRAY['segment']),
         ('ledger_course_daily_rollups', 'day', ARRAY['course_id']),
         ('ledger_course_monthly_rollups', 'month', ARRAY['course_id'])
$$;--> statement-breakpoint
-- A level's period of a day column `d."day"`: the day itself, or its month's first day.
CREATE FUNCTION "ledger_rollup_period_of"(period text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE period WHEN 'day' THEN 'd."day"' ELSE 'date_trunc(''month'', d."day")::date' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_rollup_apply"(deltas "ledger_rollup_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  level record;
  key_columns text;
  delta_keys text;
  group_keys text;
  same_key text;
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  FOR level IN SELECT * FROM "ledger_rollup_levels"() LOOP
    SELECT string_agg(format('%I', k), ', '), string_agg(format('d.%I', k), ', '),
           string_agg((3 + n)::text, ', '), string_agg(format('r.%1$I IS NOT DISTINCT FROM k.%1$I', k), ' AND ')
    INTO key_columns, delta_keys, group_keys, same_key
    FROM unnest(level."keys") WITH ORDINALITY u(k, n);
    EXECUTE format($q$
      INSERT INTO %1$I AS r (%2$I, "currency", "type", %5$s, "amount", "movements", "approvals", "usd", "usd_missing")
      SELECT %3$s, d."currency", d."type", %6$s,
             sum(d."amount"), sum(d."movements"), sum(d."approvals"), sum(d."usd"), sum(d."usd_missing")
      FROM unnest($1) d
      GROUP BY 2, 1, 3, %7$s
      HAVING sum(d."movements") <> 0 OR sum(d."amount") <> 0 OR sum(d."approvals") <> 0
          OR sum(d."usd") <> 0 OR sum(d."usd_missing") <> 0
      ORDER BY 2, 1, 3, %7$s
      ON CONFLICT ON CONSTRAINT %4$I DO UPDATE
        SET "amount" = r."amount" + excluded."amount",
            "movements" = r."movements" + excluded."movements",
            "approvals" = r."approvals" + excluded."approvals",
            "usd" = r."usd" + excluded."usd",
            "usd_missing" = r."usd_missing" + excluded."usd_missing"$q$,
      level."rollups", level."period", "ledger_rollup_period_of"(level."period"), level."rollups" || '_key',
      key_columns, delta_keys, group_keys) USING deltas;
    IF EXISTS (SELECT 1 FROM unnest(deltas) WHERE "movements" < 0) THEN
      EXECUTE format($q$
        DELETE FROM %1$I r
        USING (SELECT DISTINCT %3$s AS "period", d."currency", d."type", %4$s
               FROM unnest($1) d WHERE d."movements" < 0) k
        WHERE r."movements" = 0 AND r.%2$I = k."period" AND r."currency" = k."currency" AND r."type" = k."type"
          AND %5$s$q$,
        level."rollups", level."period", "ledger_rollup_period_of"(level."period"), delta_keys, same_key) USING deltas;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_movements_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  level record;
BEGIN
  FOR level IN SELECT * FROM "ledger_rollup_levels"() LOOP
    EXECUTE format('DELETE FROM %I', level."rollups");
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The USD values from `first_day` on (null: every day), at every level: the rows are locked in
-- the writers' order, then one statement takes, at each level, the differences between what its
-- rows say and what the movements say (found on the daily detailed rows, then summed by level).
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
      CASE level."period" WHEN 'day' THEN '$1::date' ELSE 'date_trunc(''month'', $1::date)::date' END, sort_keys)
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
-- The rows already kept: the detailed levels, which `ledger:check` proves equal to the movements, summed.
INSERT INTO "ledger_segment_daily_rollups"
  SELECT "day", "currency", "type", "segment", sum("amount"), sum("movements"), sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_daily_rollups" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_segment_monthly_rollups"
  SELECT "month", "currency", "type", "segment", sum("amount"), sum("movements"), sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_monthly_rollups" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_course_daily_rollups"
  SELECT "day", "currency", "type", "course_id", sum("amount"), sum("movements"), sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_daily_rollups" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_course_monthly_rollups"
  SELECT "month", "currency", "type", "course_id", sum("amount"), sum("movements"), sum("approvals"), sum("usd"), sum("usd_missing")
  FROM "ledger_monthly_rollups" GROUP BY 1, 2, 3, 4;
