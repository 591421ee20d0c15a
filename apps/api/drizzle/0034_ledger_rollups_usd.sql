ALTER TABLE "ledger_daily_rollups" ADD COLUMN "usd" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_daily_rollups" ADD COLUMN "usd_missing" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_monthly_rollups" ADD COLUMN "usd" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_monthly_rollups" ADD COLUMN "usd_missing" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (docs/domain/accounting.md, "USD beside ARS" and "How the rollups are kept"): the
-- rollups also keep the USD value of their ARS movements, each movement converted at the rate in
-- force on its academy day (the newest USD→ARS rate created before that day ended) and rounded half
-- up to the cent, so the summaries' USD view reads the same months and days as their figures
-- instead of converting a year of daily rows on each call. A movement whose day has no rate yet
-- counts in `usd_missing`. Setting a rate (or any change to the rates) refreshes the days it
-- governs: today's, when staff set it now.
-- A rate and a movement written at once must not miss each other (READ COMMITTED: a movement's
-- statement would convert at the rates its snapshot saw, while the rate's refresh would not see
-- the movement yet). So every writer of movements takes the advisory lock `ledger_usd_rates`
-- shared before it converts, and a change of the rates takes it exclusive before it refreshes:
-- the refresh waits for the movements being written, and movements written after it wait for
-- the rate, then read it. The lock is taken before any rollup row, so it adds no deadlock.
CREATE FUNCTION "ledger_usd_of"(amount numeric, rate numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT sign(amount) * div(abs(amount) * 200000000 + rate * 1000000, rate * 2000000) / 100
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_usd_rate"(day date, academy_zone text) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT er."rate" FROM "exchange_rates" er
  WHERE er."from_currency" = 'USD' AND er."to_currency" = 'ARS'
    AND er."created_at" < ((day + 1)::timestamp AT TIME ZONE academy_zone)
  ORDER BY er."created_at" DESC LIMIT 1
$$;--> statement-breakpoint
ALTER TYPE "ledger_rollup_delta" ADD ATTRIBUTE "usd" numeric, ADD ATTRIBUTE "usd_missing" integer;--> statement-breakpoint
DROP VIEW "ledger_monthly_rollups_recomputed";--> statement-breakpoint
DROP VIEW "ledger_daily_rollups_recomputed";--> statement-breakpoint
-- `since`: only the movements from that instant on (null: all), for a refresh of the days after a rate.
CREATE FUNCTION "ledger_rollups_of_movements"(since timestamptz) RETURNS TABLE (
  "day" date, "currency" "currency", "type" "money_movement_type", "segment" "payment_segment", "course_id" uuid,
  "source" "payment_vendor", "amount" numeric(14,2), "movements" integer, "approvals" integer,
  "usd" numeric(14,2), "usd_missing" integer
) LANGUAGE sql STABLE AS $$
  WITH m AS (
    SELECT m.*, (m."occurred_at" AT TIME ZONE z."time_zone")::date AS "academy_day", z."time_zone"
    FROM "money_movements" m CROSS JOIN "ledger_rollup_zone" z
    WHERE since IS NULL OR m."occurred_at" >= since
  ), rates AS (
    SELECT d."academy_day", "ledger_usd_rate"(d."academy_day", d."time_zone") AS "rate"
    FROM (SELECT DISTINCT "academy_day", "time_zone" FROM m WHERE "currency" = 'ARS') d
  )
  SELECT m."academy_day", m."currency", m."type", p."segment", e."course_id", m."source",
         sum(m."amount")::numeric(14,2), count(*)::integer,
         (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer,
         coalesce(sum("ledger_usd_of"(m."amount", r."rate")), 0)::numeric(14,2),
         (count(*) FILTER (WHERE m."currency" = 'ARS' AND r."rate" IS NULL))::integer
  FROM m
  LEFT JOIN rates r ON r."academy_day" = m."academy_day" AND m."currency" = 'ARS'
  LEFT JOIN "payments" p ON p."id" = m."payment_id"
  LEFT JOIN "enrollments" e ON e."id" = p."enrollment_id"
  GROUP BY 1, 2, 3, 4, 5, 6
$$;--> statement-breakpoint
CREATE VIEW "ledger_daily_rollups_recomputed" AS SELECT * FROM "ledger_rollups_of_movements"(null);--> statement-breakpoint
CREATE VIEW "ledger_monthly_rollups_recomputed" AS
  SELECT date_trunc('month', d."day")::date AS "month", d."currency", d."type", d."segment", d."course_id", d."source",
         sum(d."amount")::numeric(14,2) AS "amount", sum(d."movements")::integer AS "movements",
         sum(d."approvals")::integer AS "approvals", sum(d."usd")::numeric(14,2) AS "usd",
         sum(d."usd_missing")::integer AS "usd_missing"
  FROM "ledger_daily_rollups_recomputed" d
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_rollup_apply"(deltas "ledger_rollup_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  level record;
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  FOR level IN SELECT * FROM (VALUES
    ('ledger_daily_rollups', 'day', 'd."day"'),
    ('ledger_monthly_rollups', 'month', 'date_trunc(''month'', d."day")::date')
  ) v("rollups", "period", "period_of")
  LOOP
    EXECUTE format($q$
      INSERT INTO %1$I AS r (%2$I, "currency", "type", "segment", "course_id", "source", "amount", "movements", "approvals",
                             "usd", "usd_missing")
      SELECT %3$s, d."currency", d."type", d."segment", d."course_id", d."source",
             sum(d."amount"), sum(d."movements"), sum(d."approvals"), sum(d."usd"), sum(d."usd_missing")
      FROM unnest($1) d
      GROUP BY 2, 1, 3, 4, 5, 6
      HAVING sum(d."movements") <> 0 OR sum(d."amount") <> 0 OR sum(d."approvals") <> 0
          OR sum(d."usd") <> 0 OR sum(d."usd_missing") <> 0
      ORDER BY 2, 1, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT %4$I DO UPDATE
        SET "amount" = r."amount" + excluded."amount",
            "movements" = r."movements" + excluded."movements",
            "approvals" = r."approvals" + excluded."approvals",
            "usd" = r."usd" + excluded."usd",
            "usd_missing" = r."usd_missing" + excluded."usd_missing"$q$,
      level."rollups", level."period", level."period_of", level."rollups" || '_key') USING deltas;
    IF EXISTS (SELECT 1 FROM unnest(deltas) WHERE "movements" < 0) THEN
      EXECUTE format($q$
        DELETE FROM %1$I r
        USING (SELECT DISTINCT %3$s AS "period", d."currency", d."type", d."segment", d."course_id", d."source"
               FROM unnest($1) d WHERE d."movements" < 0) k
        WHERE r."movements" = 0 AND r.%2$I = k."period" AND r."currency" = k."currency" AND r."type" = k."type"
          AND r."segment" IS NOT DISTINCT FROM k."segment" AND r."course_id" IS NOT DISTINCT FROM k."course_id"
          AND r."source" = k."source"$q$,
        level."rollups", level."period", level."period_of") USING deltas;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_movements_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
  changed text;
  sign integer;
  deltas "ledger_rollup_delta"[] := '{}';
  more "ledger_rollup_delta"[];
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('ledger_usd_rates'));
  FOREACH changed IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['new_rows', 'old_rows'] END
  LOOP
    sign := CASE changed WHEN 'new_rows' THEN 1 ELSE -1 END;
    EXECUTE format($q$
      WITH m AS (SELECT m.*, (m."occurred_at" AT TIME ZONE %3$L)::date AS "academy_day" FROM %2$I m),
      rates AS (
        SELECT d."academy_day", "ledger_usd_rate"(d."academy_day", %3$L) AS "rate"
        FROM (SELECT DISTINCT "academy_day" FROM m WHERE "currency" = 'ARS') d
      )
      SELECT coalesce(array_agg(row(x.*)::"ledger_rollup_delta"), '{}') FROM (
        SELECT m."currency", m."academy_day", m."type", p."segment", e."course_id", m."source",
               %1$s * sum(m."amount"), %1$s * count(*)::integer,
               %1$s * (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer,
               %1$s * coalesce(sum("ledger_usd_of"(m."amount", r."rate")), 0),
               %1$s * (count(*) FILTER (WHERE m."currency" = 'ARS' AND r."rate" IS NULL))::integer
        FROM m
        LEFT JOIN rates r ON r."academy_day" = m."academy_day" AND m."currency" = 'ARS'
        LEFT JOIN "payments" p ON p."id" = m."payment_id"
        LEFT JOIN "enrollments" e ON e."id" = p."enrollment_id"
        GROUP BY 1, 2, 3, 4, 5, 6) x$q$, sign, changed, academy_zone) INTO more;
    deltas := deltas || more;
  END LOOP;
  PERFORM "ledger_rollup_apply"(deltas);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_rollup_move_payment"(payment uuid, old_segment "payment_segment", old_course uuid,
    new_segment "payment_segment", new_course uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('ledger_usd_rates'));
  PERFORM "ledger_rollup_apply"(coalesce(array_agg(row(x.*)::"ledger_rollup_delta"), '{}'))
  FROM (
    SELECT m."currency", d."academy_day", m."type", v."segment", v."course_id", m."source",
           v."sign" * sum(m."amount"), v."sign" * count(*)::integer,
           v."sign" * (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer,
           v."sign" * coalesce(sum("ledger_usd_of"(m."amount", d."rate")) FILTER (WHERE m."currency" = 'ARS'), 0),
           v."sign" * (count(*) FILTER (WHERE m."currency" = 'ARS' AND d."rate" IS NULL))::integer
    FROM "money_movements" m
    CROSS JOIN LATERAL (
      SELECT (m."occurred_at" AT TIME ZONE academy_zone)::date AS "academy_day",
             "ledger_usd_rate"((m."occurred_at" AT TIME ZONE academy_zone)::date, academy_zone) AS "rate"
    ) d
    CROSS JOIN (VALUES (-1, old_segment, old_course), (1, new_segment, new_course)) v("sign", "segment", "course_id")
    WHERE m."payment_id" = payment
    GROUP BY 1, 2, 3, 4, 5, 6, v."sign") x;
END
$$;--> statement-breakpoint
-- The USD values of the ARS rollups from `first_day` on (null: every day), recomputed from the
-- movements after the rates changed. The rows are locked first in the order every ledger writer
-- takes them (daily then monthly, by key), so a rate set while a payment is approved waits for it
-- instead of deadlocking with it.
CREATE FUNCTION "ledger_usd_refresh"(first_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
  since timestamptz := first_day::timestamp AT TIME ZONE academy_zone;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ledger_usd_rates'));
  PERFORM 1 FROM "ledger_daily_rollups" r
  WHERE r."currency" = 'ARS' AND (first_day IS NULL OR r."day" >= first_day)
  ORDER BY r."currency", r."day", r."type", r."segment", r."course_id", r."source" FOR UPDATE;
  PERFORM 1 FROM "ledger_monthly_rollups" r
  WHERE r."currency" = 'ARS' AND (first_day IS NULL OR r."month" >= date_trunc('month', first_day)::date)
  ORDER BY r."currency", r."month", r."type", r."segment", r."course_id", r."source" FOR UPDATE;
  WITH differences AS (
    SELECT r."day", r."type", r."segment", r."course_id", r."source",
           f."usd" - r."usd" AS "usd", f."usd_missing" - r."usd_missing" AS "usd_missing"
    FROM "ledger_daily_rollups" r
    JOIN "ledger_rollups_of_movements"(since) f
      ON f."currency" = r."currency" AND f."day" = r."day" AND f."type" = r."type"
     AND f."segment" IS NOT DISTINCT FROM r."segment" AND f."course_id" IS NOT DISTINCT FROM r."course_id"
     AND f."source" = r."source"
    WHERE r."currency" = 'ARS' AND (first_day IS NULL OR r."day" >= first_day)
      AND (f."usd", f."usd_missing") IS DISTINCT FROM (r."usd", r."usd_missing")
  ), daily AS (
    UPDATE "ledger_daily_rollups" r SET "usd" = r."usd" + d."usd", "usd_missing" = r."usd_missing" + d."usd_missing"
    FROM differences d
    WHERE r."currency" = 'ARS' AND r."day" = d."day" AND r."type" = d."type"
      AND r."segment" IS NOT DISTINCT FROM d."segment" AND r."course_id" IS NOT DISTINCT FROM d."course_id"
      AND r."source" = d."source"
  )
  UPDATE "ledger_monthly_rollups" r SET "usd" = r."usd" + d."usd", "usd_missing" = r."usd_missing" + d."usd_missing"
  FROM (
    SELECT date_trunc('month', "day")::date AS "month", "type", "segment", "course_id", "source",
           sum("usd") AS "usd", sum("usd_missing")::integer AS "usd_missing"
    FROM differences GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE r."currency" = 'ARS' AND r."month" = d."month" AND r."type" = d."type"
    AND r."segment" IS NOT DISTINCT FROM d."segment" AND r."course_id" IS NOT DISTINCT FROM d."course_id"
    AND r."source" = d."source";
END
$$;--> statement-breakpoint
-- After a statement changing the exchange rates: the days from the first one a changed USD→ARS
-- rate governs (the academy day it was created on) are refreshed.
CREATE FUNCTION "ledger_usd_rates_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
BEGIN
  EXECUTE format($q$
    SELECT min((r."created_at" AT TIME ZONE %L)::date) FROM (%s) r
    WHERE r."from_currency" = 'USD' AND r."to_currency" = 'ARS'$q$,
    "ledger_rollup_time_zone"(),
    CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_rows' WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
      ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END) INTO first_day;
  IF first_day IS NOT NULL THEN PERFORM "ledger_usd_refresh"(first_day); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_usd_rates_inserted" AFTER INSERT ON "exchange_rates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_usd_rates_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_usd_rates_updated" AFTER UPDATE ON "exchange_rates"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_usd_rates_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_usd_rates_deleted" AFTER DELETE ON "exchange_rates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_usd_rates_changed"();--> statement-breakpoint
CREATE FUNCTION "ledger_usd_rates_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_usd_refresh"(null);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_usd_rates_truncated" AFTER TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_usd_rates_truncated"();--> statement-breakpoint
-- The USD values of the movements already in the ledger.
SELECT "ledger_usd_refresh"(null);
