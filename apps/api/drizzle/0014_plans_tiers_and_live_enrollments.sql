CREATE TABLE "enrollment_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"from_status" "enrollment_status",
	"to_status" "enrollment_status" NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_plan_tier_overrides_tier_idx";--> statement-breakpoint
ALTER TABLE "alliance_tiers" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "alliance_tiers" ADD CONSTRAINT "alliance_tiers_id_key" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "enrollment_status_changes" ADD CONSTRAINT "enrollment_status_changes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_status_changes" ADD CONSTRAINT "enrollment_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_status_changes_enrollment_id_changed_at_idx" ON "enrollment_status_changes" USING btree ("enrollment_id","changed_at");--> statement-breakpoint
-- hand-written
-- The data migration, and drizzle-kit's statements that need it done first (moved here from
-- above, unchanged but for tier_id added nullable and set NOT NULL once filled).
--
-- 1. Tier overrides were keyed by a tier code, which several alliances may share: one override
-- priced that code's tier of every alliance the plan reached. Each becomes one override per tier
-- it priced (of the plan's alliance; of every alliance with the code for a plan open to all), so
-- no price changes for anyone; an override whose code no such tier has priced nobody and goes.
ALTER TABLE "payment_plan_tier_overrides" ADD COLUMN "tier_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" DROP CONSTRAINT "payment_plan_tier_overrides_pkey";--> statement-breakpoint
INSERT INTO "payment_plan_tier_overrides"
  ("payment_plan_id", "tier", "tier_id", "upfront_amount", "period_amount", "created_at", "updated_at")
SELECT o."payment_plan_id", o."tier", t."id", o."upfront_amount", o."period_amount", o."created_at", o."updated_at"
FROM "payment_plan_tier_overrides" o
JOIN "course_payment_plans" p ON p."id" = o."payment_plan_id"
JOIN "alliance_tiers" t ON t."code" = o."tier" AND (p."alliance_id" IS NULL OR t."alliance_id" = p."alliance_id")
WHERE o."tier_id" IS NULL;--> statement-breakpoint
DELETE FROM "payment_plan_tier_overrides" WHERE "tier_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" ALTER COLUMN "tier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" DROP COLUMN "tier";--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" ADD CONSTRAINT "payment_plan_tier_overrides_pkey" PRIMARY KEY("payment_plan_id","tier_id");--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" ADD CONSTRAINT "payment_plan_tier_overrides_tier_id_alliance_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."alliance_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_plan_tier_overrides_tier_id_idx" ON "payment_plan_tier_overrides" USING btree ("tier_id");--> statement-breakpoint
-- 2. A user's alliance that names no alliance is cleared; then the foreign key keeps it so.
UPDATE "users" u SET "alliance_id" = NULL
WHERE u."alliance_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "alliances" a WHERE a."id" = u."alliance_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- 3. The history starts with the inactivations of today's INACTIVE enrollments (from which
-- status, and who made them, was not kept), so a reactivation never loses their reason.
INSERT INTO "enrollment_status_changes" ("id", "enrollment_id", "from_status", "to_status", "reason", "changed_by", "changed_at")
SELECT gen_random_uuid(), e."id", NULL, 'INACTIVE', coalesce(e."inactive_reason", ''), NULL, coalesce(e."inactivated_at", e."updated_at")
FROM "enrollments" e
WHERE e."status" = 'INACTIVE';
