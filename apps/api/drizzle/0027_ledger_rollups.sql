CREATE TABLE "ledger_daily_rollups" (
	"day" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"segment" "payment_segment",
	"course_id" uuid,
	"source" "payment_vendor" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	CONSTRAINT "ledger_daily_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","day","type","segment","course_id","source")
);
--> statement-breakpoint
CREATE TABLE "ledger_monthly_rollups" (
	"month" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"segment" "payment_segment",
	"course_id" uuid,
	"source" "payment_vendor" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"movements" integer NOT NULL,
	"approvals" integer NOT NULL,
	CONSTRAINT "ledger_monthly_rollups_key" UNIQUE NULLS NOT DISTINCT("currency","month","type","segment","course_id","source")
);
--> statement-breakpoint
CREATE TABLE "ledger_rollup_zone" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "ledger_rollup_zone_one_row" CHECK ("ledger_rollup_zone"."one")
);
--> statement-breakpoint
-- Hand-written (docs/domain/accounting.md, "How the rollups are kept"): the rollups are kept by
-- triggers, so that every writer of the ledger keeps them in its own transaction without being
-- told — the money rule's movements, the demo data's and the scale seed's set-based inserts — and
-- so that they follow what their key reads besides the movement: a payment's segment or enrollment
-- changed by staff (updatePayment, addEnrollmentPaymentHistory) and an enrollment's course.
-- The academy's day of a movement is judged in ledger_rollup_zone's time zone, which the API keeps
-- equal to ACADEMY_TIME_ZONE (a change rebuilds the rollups, rebuildLedgerRollups).
INSERT INTO "ledger_rollup_zone" ("one", "time_zone") VALUES (true, 'America/Argentina/Buenos_Aires');--> statement-breakpoint
CREATE FUNCTION "ledger_rollup_time_zone"() RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE found_zone text;
BEGIN
  SELECT "time_zone" INTO found_zone FROM "ledger_rollup_zone";
  IF found_zone IS NULL THEN RAISE EXCEPTION 'ledger_rollup_zone has no time zone'; END IF;
  RETURN found_zone;
END
$$;--> statement-breakpoint
-- What the rollups must hold: their definition, over the raw movements. The rebuild writes it; the
-- ledger check compares the rollups with it.
CREATE VIEW "ledger_daily_rollups_recomputed" AS
  SELECT (m."occurred_at" AT TIME ZONE z."time_zone")::date AS "day", m."currency", m."type",
         p."segment", e."course_id", m."source",
         sum(m."amount")::numeric(14,2) AS "amount", count(*)::integer AS "movements",
         (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer AS "approvals"
  FROM "money_movements" m
  CROSS JOIN "ledger_rollup_zone" z
  LEFT JOIN "payments" p ON p."id" = m."payment_id"
  LEFT JOIN "enrollments" e ON e."id" = p."enrollment_id"
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE VIEW "ledger_monthly_rollups_recomputed" AS
  SELECT date_trunc('month', d."day")::date AS "month", d."currency", d."type", d."segment", d."course_id", d."source",
         sum(d."amount")::numeric(14,2) AS "amount", sum(d."movements")::integer AS "movements",
         sum(d."approvals")::integer AS "approvals"
  FROM "ledger_daily_rollups_recomputed" d
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE TYPE "ledger_rollup_delta" AS (
  "currency" "currency", "day" date, "type" "money_movement_type", "segment" "payment_segment",
  "course_id" uuid, "source" "payment_vendor", "amount" numeric, "movements" integer, "approvals" integer
);--> statement-breakpoint
-- Adds changes to the rollups, the daily rows then the monthly ones: each one INSERT … ON CONFLICT
-- DO UPDATE with its rows sorted by the key, so two transactions take the rows they share in the
-- same order (no deadlock between them); then removes the rows left with no movement.
CREATE FUNCTION "ledger_rollup_apply"(deltas "ledger_rollup_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
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
      INSERT INTO %1$I AS r (%2$I, "currency", "type", "segment", "course_id", "source", "amount", "movements", "approvals")
      SELECT %3$s, d."currency", d."type", d."segment", d."course_id", d."source",
             sum(d."amount"), sum(d."movements"), sum(d."approvals")
      FROM unnest($1) d
      GROUP BY 2, 1, 3, 4, 5, 6
      HAVING sum(d."movements") <> 0 OR sum(d."amount") <> 0 OR sum(d."approvals") <> 0
      ORDER BY 2, 1, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT %4$I DO UPDATE
        SET "amount" = r."amount" + excluded."amount",
            "movements" = r."movements" + excluded."movements",
            "approvals" = r."approvals" + excluded."approvals"$q$,
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
-- After a statement writing money movements: its rows (transition tables), added (+1) or taken
-- away (−1), grouped by the key in one pass (a bulk insert of a million rows is one upsert).
CREATE FUNCTION "ledger_movements_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
  changed text;
  sign integer;
  deltas "ledger_rollup_delta"[] := '{}';
  more "ledger_rollup_delta"[];
BEGIN
  FOREACH changed IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['new_rows', 'old_rows'] END
  LOOP
    sign := CASE changed WHEN 'new_rows' THEN 1 ELSE -1 END;
    EXECUTE format($q$
      SELECT coalesce(array_agg(row(x.*)::"ledger_rollup_delta"), '{}') FROM (
        SELECT m."currency", (m."occurred_at" AT TIME ZONE %3$L)::date, m."type",
               p."segment", e."course_id", m."source",
               %1$s * sum(m."amount"), %1$s * count(*)::integer,
               %1$s * (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer
        FROM %2$I m
        LEFT JOIN "payments" p ON p."id" = m."payment_id"
        LEFT JOIN "enrollments" e ON e."id" = p."enrollment_id"
        GROUP BY 1, 2, 3, 4, 5, 6) x$q$, sign, changed, academy_zone) INTO more;
    deltas := deltas || more;
  END LOOP;
  PERFORM "ledger_rollup_apply"(deltas);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_movements_inserted" AFTER INSERT ON "money_movements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_movements_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_movements_updated" AFTER UPDATE ON "money_movements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_movements_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_movements_deleted" AFTER DELETE ON "money_movements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_movements_changed"();--> statement-breakpoint
CREATE FUNCTION "ledger_movements_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ledger_daily_rollups";
  DELETE FROM "ledger_monthly_rollups";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_movements_truncated" AFTER TRUNCATE ON "money_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_movements_truncated"();--> statement-breakpoint
-- A payment's movements leave their old segment and course for new ones, in one sorted upsert.
CREATE FUNCTION "ledger_rollup_move_payment"(payment uuid, old_segment "payment_segment", old_course uuid,
    new_segment "payment_segment", new_course uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  academy_zone text := "ledger_rollup_time_zone"();
BEGIN
  PERFORM "ledger_rollup_apply"(coalesce(array_agg(row(x.*)::"ledger_rollup_delta"), '{}'))
  FROM (
    SELECT m."currency", (m."occurred_at" AT TIME ZONE academy_zone)::date, m."type",
           v."segment", v."course_id", m."source", v."sign" * sum(m."amount"), v."sign" * count(*)::integer,
           v."sign" * (count(*) FILTER (WHERE m."type" = 'INCOME' AND m."event_key" = 'approval'))::integer
    FROM "money_movements" m
    CROSS JOIN (VALUES (-1, old_segment, old_course), (1, new_segment, new_course)) v("sign", "segment", "course_id")
    WHERE m."payment_id" = payment
    GROUP BY 1, 2, 3, 4, 5, 6, v."sign") x;
END
$$;--> statement-breakpoint
-- A payment that changes segment or enrollment (so, maybe, course).
CREATE FUNCTION "ledger_payment_rekeyed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_rollup_move_payment"(NEW."id",
    OLD."segment", (SELECT e."course_id" FROM "enrollments" e WHERE e."id" = OLD."enrollment_id"),
    NEW."segment", (SELECT e."course_id" FROM "enrollments" e WHERE e."id" = NEW."enrollment_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_payment_rekeyed" AFTER UPDATE OF "segment", "enrollment_id" ON "payments"
  FOR EACH ROW WHEN (OLD."segment" IS DISTINCT FROM NEW."segment" OR OLD."enrollment_id" IS DISTINCT FROM NEW."enrollment_id")
  EXECUTE FUNCTION "ledger_payment_rekeyed"();--> statement-breakpoint
-- An enrollment moved to another course: the movements of its payments follow it.
CREATE FUNCTION "ledger_enrollment_rekeyed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_rollup_move_payment"(p."id", p."segment", OLD."course_id", p."segment", NEW."course_id")
  FROM "payments" p WHERE p."enrollment_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_enrollment_rekeyed" AFTER UPDATE OF "course_id" ON "enrollments"
  FOR EACH ROW WHEN (OLD."course_id" IS DISTINCT FROM NEW."course_id")
  EXECUTE FUNCTION "ledger_enrollment_rekeyed"();--> statement-breakpoint
-- The movements already in the ledger.
INSERT INTO "ledger_daily_rollups" SELECT * FROM "ledger_daily_rollups_recomputed";--> statement-breakpoint
INSERT INTO "ledger_monthly_rollups" SELECT * FROM "ledger_monthly_rollups_recomputed";
