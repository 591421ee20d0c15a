CREATE TABLE "money_movement_daily_counts" (
	"day" date NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"source" "payment_vendor" NOT NULL,
	"currency" "currency" NOT NULL,
	"executed" boolean NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "money_movement_daily_counts_key" UNIQUE("day","type","source","currency","executed"),
	CONSTRAINT "money_movement_daily_counts_count_non_negative" CHECK ("money_movement_daily_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_daily_counts" (
	"day" date NOT NULL,
	"status" "payment_status" NOT NULL,
	"vendor_id" "payment_vendor",
	"segment" "payment_segment" NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_daily_counts_key" UNIQUE NULLS NOT DISTINCT("day","status","vendor_id","segment"),
	CONSTRAINT "payment_daily_counts_count_non_negative" CHECK ("payment_daily_counts"."count" >= 0)
);
--> statement-breakpoint
DROP INDEX "money_movements_occurred_at_idx";--> statement-breakpoint
DROP INDEX "money_movements_type_occurred_at_idx";--> statement-breakpoint
DROP INDEX "money_movements_source_occurred_at_idx";--> statement-breakpoint
DROP INDEX "money_movements_currency_occurred_at_idx";--> statement-breakpoint
DROP INDEX "money_movements_executed_occurred_at_idx";--> statement-breakpoint
DROP INDEX "payments_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_vendor_id_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_segment_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_referrer_seller_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "money_movements_occurred_at_id_idx" ON "money_movements" USING btree ("occurred_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "money_movements_type_occurred_at_id_idx" ON "money_movements" USING btree ("type","occurred_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "money_movements_source_occurred_at_id_idx" ON "money_movements" USING btree ("source","occurred_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "money_movements_currency_occurred_at_id_idx" ON "money_movements" USING btree ("currency","occurred_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "money_movements_executed_occurred_at_id_idx" ON "money_movements" USING btree ("executed","occurred_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_created_at_id_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_id_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_id_idx" ON "payments" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_vendor_id_created_at_id_idx" ON "payments" USING btree ("vendor_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_segment_created_at_id_idx" ON "payments" USING btree ("segment","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_referrer_seller_id_created_at_id_idx" ON "payments" USING btree ("referrer_seller_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Hand-written: the lists' daily counts, kept at each transaction's commit (deferred constraint
-- triggers: the counter rows are locked only while committing), and filled from the rows already there.
CREATE FUNCTION "payment_daily_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "payment_daily_counts" SET "count" = "count" - 1
    WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND "status" = OLD."status"
      AND "vendor_id" IS NOT DISTINCT FROM OLD."vendor_id" AND "segment" = OLD."segment";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "payment_daily_counts" ("day", "status", "vendor_id", "segment", "count")
    VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."status", NEW."vendor_id", NEW."segment", 1)
    ON CONFLICT ("day", "status", "vendor_id", "segment") DO UPDATE SET "count" = "payment_daily_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_daily_counts_apply"
AFTER INSERT OR DELETE OR UPDATE OF "status", "vendor_id", "segment", "created_at" ON "payments"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "payment_daily_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "money_movement_daily_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "money_movement_daily_counts" SET "count" = "count" - 1
    WHERE "day" = (OLD."occurred_at" AT TIME ZONE 'UTC')::date AND "type" = OLD."type" AND "source" = OLD."source"
      AND "currency" = OLD."currency" AND "executed" = OLD."executed";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "money_movement_daily_counts" ("day", "type", "source", "currency", "executed", "count")
    VALUES ((NEW."occurred_at" AT TIME ZONE 'UTC')::date, NEW."type", NEW."source", NEW."currency", NEW."executed", 1)
    ON CONFLICT ("day", "type", "source", "currency", "executed") DO UPDATE SET "count" = "money_movement_daily_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "money_movement_daily_counts_apply"
AFTER INSERT OR DELETE OR UPDATE OF "type", "source", "currency", "executed", "occurred_at" ON "money_movements"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "money_movement_daily_counts_apply"();
--> statement-breakpoint
INSERT INTO "payment_daily_counts" ("day", "status", "vendor_id", "segment", "count")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", "vendor_id", "segment", count(*)
FROM "payments" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "money_movement_daily_counts" ("day", "type", "source", "currency", "executed", "count")
SELECT ("occurred_at" AT TIME ZONE 'UTC')::date, "type", "source", "currency", "executed", count(*)
FROM "money_movements" GROUP BY 1, 2, 3, 4, 5;
