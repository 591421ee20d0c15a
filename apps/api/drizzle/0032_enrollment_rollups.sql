CREATE TABLE "debt_rollups" (
	"currency" "currency" NOT NULL,
	"due_date" date NOT NULL,
	"previous_due_date" date,
	"owed" numeric(14, 2) NOT NULL,
	"periods" integer NOT NULL,
	CONSTRAINT "debt_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","due_date","previous_due_date")
);
--> statement-breakpoint
CREATE TABLE "due_rollups" (
	"currency" "currency" NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"periods" integer NOT NULL,
	CONSTRAINT "due_rollups_key" UNIQUE("currency","due_date")
);
--> statement-breakpoint
CREATE TABLE "enrollment_status_counts" (
	"status" "enrollment_status" PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enrollment_status_changes_changed_at_idx" ON "enrollment_status_changes" USING btree ("changed_at");--> statement-breakpoint
-- Hand-written (docs/domain/reports.md, "How the debt is kept"): the rollups of what live
-- enrollments owe and have due are kept by triggers, so every writer of enrollments and periods
-- keeps them in its own transaction without being told (the money rules, the demo data and the
-- scale seed's set-based writes). A live enrollment: not INACTIVE, with a currency.
-- What the rollups must hold: their definition, over the periods. The backfill below writes it;
-- the ledger check compares the rollups with it.
CREATE VIEW "debt_rollups_recomputed" AS
  SELECT x."currency", x."due_date", x."previous_due_date",
         sum(x."owed")::numeric(14,2) AS "owed", count(*)::integer AS "periods"
  FROM (
    SELECT e."currency", p."due_date",
           lag(p."due_date") OVER (PARTITION BY p."enrollment_id" ORDER BY p."due_date", p."number") AS "previous_due_date",
           p."amount" - p."paid_amount" AS "owed"
    FROM "enrollment_periods" p JOIN "enrollments" e ON e."id" = p."enrollment_id"
    WHERE e."status" <> 'INACTIVE' AND e."currency" IS NOT NULL AND NOT p."waived" AND p."paid_amount" < p."amount"
  ) x
  GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE VIEW "due_rollups_recomputed" AS
  SELECT e."currency", p."due_date", sum(p."amount")::numeric(14,2) AS "amount", count(*)::integer AS "periods"
  FROM "enrollment_periods" p JOIN "enrollments" e ON e."id" = p."enrollment_id"
  WHERE e."status" <> 'INACTIVE' AND e."currency" IS NOT NULL AND NOT p."waived"
  GROUP BY 1, 2;--> statement-breakpoint
-- An enrollment's unpaid schedule as a trigger sees it, added (+1) or taken away (−1).
CREATE TYPE "receivable_schedule" AS (
  "sign" integer, "enrollment_id" uuid, "currency" "currency", "live" boolean, "due_dates" date[], "running_totals" numeric[]
);--> statement-breakpoint
CREATE TYPE "receivable_due_delta" AS ("currency" "currency", "due_date" date, "amount" numeric, "periods" integer);--> statement-breakpoint
-- Adds the owed periods of schedules to debt_rollups: one INSERT … ON CONFLICT DO UPDATE with its
-- rows sorted by the key (two transactions take the rows they share in the same order), then
-- removes the rows left with no period. Each owed period's amount is its running total less the
-- one before; its previous due date, the one before it in the schedule (they are in order).
CREATE FUNCTION "receivable_debt_apply"(schedules "receivable_schedule"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(schedules), 0) = 0 THEN RETURN; END IF;
  INSERT INTO "debt_rollups" AS r ("currency", "due_date", "previous_due_date", "owed", "periods")
  SELECT p."currency", p."due_date", p."previous_due_date", sum(p."owed"), sum(p."periods")
  FROM (
    SELECT s."currency", u."due_date",
           lag(u."due_date") OVER w AS "previous_due_date",
           s."sign" * (u."running_total" - coalesce(lag(u."running_total") OVER w, 0)) AS "owed",
           s."sign" AS "periods"
    FROM unnest(schedules) WITH ORDINALITY s("sign", "enrollment_id", "currency", "live", "due_dates", "running_totals", "schedule")
    CROSS JOIN LATERAL unnest(s."due_dates", s."running_totals") WITH ORDINALITY u("due_date", "running_total", "position")
    WHERE s."live" AND s."currency" IS NOT NULL
    WINDOW w AS (PARTITION BY s."schedule" ORDER BY u."position")
  ) p
  GROUP BY 1, 2, 3
  HAVING sum(p."periods") <> 0 OR sum(p."owed") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "debt_rollups_key" DO UPDATE
    SET "owed" = r."owed" + excluded."owed", "periods" = r."periods" + excluded."periods";
  DELETE FROM "debt_rollups" r
  USING (SELECT DISTINCT s."currency", u."due_date"
         FROM unnest(schedules) s CROSS JOIN LATERAL unnest(s."due_dates") u("due_date")
         WHERE s."sign" < 0 AND s."live" AND s."currency" IS NOT NULL) k
  WHERE r."periods" = 0 AND r."currency" = k."currency" AND r."due_date" = k."due_date";
END
$$;--> statement-breakpoint
-- Adds periods' amounts to due_rollups, the same way.
CREATE FUNCTION "receivable_due_apply"(deltas "receivable_due_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN RETURN; END IF;
  INSERT INTO "due_rollups" AS r ("currency", "due_date", "amount", "periods")
  SELECT d."currency", d."due_date", sum(d."amount"), sum(d."periods")
  FROM unnest(deltas) d
  GROUP BY 1, 2
  HAVING sum(d."periods") <> 0 OR sum(d."amount") <> 0
  ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT "due_rollups_key" DO UPDATE
    SET "amount" = r."amount" + excluded."amount", "periods" = r."periods" + excluded."periods";
  DELETE FROM "due_rollups" r
  USING (SELECT DISTINCT d."currency", d."due_date" FROM unnest(deltas) d WHERE d."periods" < 0) k
  WHERE r."periods" = 0 AND r."currency" = k."currency" AND r."due_date" = k."due_date";
END
$$;--> statement-breakpoint
-- After a statement writing enrollments: their unpaid schedules before (−1) and after (+1), for
-- those whose schedule, status or currency changed; and, for those that became live or stopped
-- being so (or changed currency), every period's amount moved between the due rollups' keys.
CREATE FUNCTION "receivable_enrollments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  schedules "receivable_schedule"[];
  due "receivable_due_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(1, n."id", n."currency", n."status" <> 'INACTIVE', n."unpaid_due_dates", n."unpaid_running_totals")::"receivable_schedule")
    INTO schedules FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(-1, o."id", o."currency", o."status" <> 'INACTIVE', o."unpaid_due_dates", o."unpaid_running_totals")::"receivable_schedule")
    INTO schedules FROM old_rows o;
  ELSE
    WITH changed AS (
      SELECT o."id", o."currency" AS "old_currency", o."status" <> 'INACTIVE' AS "old_live",
             o."unpaid_due_dates" AS "old_due_dates", o."unpaid_running_totals" AS "old_running_totals",
             n."currency" AS "new_currency", n."status" <> 'INACTIVE' AS "new_live",
             n."unpaid_due_dates" AS "new_due_dates", n."unpaid_running_totals" AS "new_running_totals"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."currency", o."status" <> 'INACTIVE', o."unpaid_due_dates", o."unpaid_running_totals")
        IS DISTINCT FROM (n."currency", n."status" <> 'INACTIVE', n."unpaid_due_dates", n."unpaid_running_totals")
    ), signed AS (
      SELECT -1 AS "sign", c."id", c."old_currency" AS "currency", c."old_live" AS "live",
             c."old_due_dates" AS "due_dates", c."old_running_totals" AS "running_totals",
             (c."old_currency", c."old_live") IS DISTINCT FROM (c."new_currency", c."new_live") AS "moved"
      FROM changed c
      UNION ALL
      SELECT 1, c."id", c."new_currency", c."new_live", c."new_due_dates", c."new_running_totals",
             (c."old_currency", c."old_live") IS DISTINCT FROM (c."new_currency", c."new_live")
      FROM changed c
    )
    SELECT array_agg(row(s."sign", s."id", s."currency", s."live", s."due_dates", s."running_totals")::"receivable_schedule"),
           (SELECT array_agg(row(m."currency", p."due_date", m."sign" * p."amount", m."sign")::"receivable_due_delta")
            FROM signed m JOIN "enrollment_periods" p ON p."enrollment_id" = m."id"
            WHERE m."moved" AND m."live" AND m."currency" IS NOT NULL AND NOT p."waived")
    INTO schedules, due FROM signed s;
  END IF;
  PERFORM "receivable_debt_apply"(schedules);
  PERFORM "receivable_due_apply"(due);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before an enrollment is deleted (its periods go with it, by cascade, after): its periods'
-- amounts leave the due rollups while they can still be read with its currency.
CREATE FUNCTION "receivable_enrollment_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'INACTIVE' AND OLD."currency" IS NOT NULL THEN
    PERFORM "receivable_due_apply"((
      SELECT array_agg(row(OLD."currency", p."due_date", -p."amount", -1)::"receivable_due_delta")
      FROM "enrollment_periods" p WHERE p."enrollment_id" = OLD."id" AND NOT p."waived"));
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- After a statement writing periods: their amounts before (−1) and after (+1), on their
-- enrollment's currency while it is live (a period of an enrollment deleted meanwhile was taken
-- away before the deletion).
CREATE FUNCTION "receivable_periods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  due "receivable_due_delta"[];
  more "receivable_due_delta"[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(row(e."currency", n."due_date", n."amount", 1)::"receivable_due_delta") INTO due
    FROM new_rows n JOIN "enrollments" e ON e."id" = n."enrollment_id"
    WHERE NOT n."waived" AND e."status" <> 'INACTIVE' AND e."currency" IS NOT NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(row(e."currency", o."due_date", -o."amount", -1)::"receivable_due_delta") INTO more
    FROM old_rows o JOIN "enrollments" e ON e."id" = o."enrollment_id"
    WHERE NOT o."waived" AND e."status" <> 'INACTIVE' AND e."currency" IS NOT NULL;
    due := coalesce(due, '{}') || coalesce(more, '{}');
  END IF;
  PERFORM "receivable_due_apply"(due);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "receivable_enrollments_inserted" AFTER INSERT ON "enrollments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_enrollments_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_enrollments_updated" AFTER UPDATE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_enrollments_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_enrollments_deleted" AFTER DELETE ON "enrollments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_enrollments_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_enrollment_deleting" BEFORE DELETE ON "enrollments"
  FOR EACH ROW EXECUTE FUNCTION "receivable_enrollment_deleting"();--> statement-breakpoint
CREATE TRIGGER "receivable_periods_inserted" AFTER INSERT ON "enrollment_periods"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_periods_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_periods_updated" AFTER UPDATE ON "enrollment_periods"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_periods_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_periods_deleted" AFTER DELETE ON "enrollment_periods"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "receivable_periods_changed"();--> statement-breakpoint
INSERT INTO "debt_rollups" SELECT * FROM "debt_rollups_recomputed";--> statement-breakpoint
INSERT INTO "due_rollups" SELECT * FROM "due_rollups_recomputed";
--> statement-breakpoint
-- How many enrollments have each status: kept at each transaction's commit (a deferred constraint
-- trigger: the counter rows are locked only while committing), by one upsert sorted by status.
CREATE FUNCTION "enrollment_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added "enrollment_status";
  removed "enrollment_status";
BEGIN
  IF TG_OP <> 'DELETE' THEN added := NEW."status"; END IF;
  IF TG_OP <> 'INSERT' THEN removed := OLD."status"; END IF;
  IF added IS NOT DISTINCT FROM removed THEN RETURN NULL; END IF;
  INSERT INTO "enrollment_status_counts" AS c ("status", "count")
  SELECT s."status", s."delta" FROM (VALUES (added, 1), (removed, -1)) s("status", "delta")
  WHERE s."status" IS NOT NULL
  ORDER BY 1
  ON CONFLICT ("status") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollment_status_counts_apply" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "enrollments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "enrollment_status_counts_apply"();--> statement-breakpoint
INSERT INTO "enrollment_status_counts" ("status", "count") SELECT "status", count(*) FROM "enrollments" GROUP BY 1;
