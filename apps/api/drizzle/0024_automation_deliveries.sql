CREATE TYPE "public"."automation_delivery_kind" AS ENUM('TEST', 'ENROLLMENT_ACTIVE');--> statement-breakpoint
CREATE TYPE "public"."automation_delivery_status" AS ENUM('PENDING', 'DELIVERED', 'FAILED', 'KEPT');--> statement-breakpoint
CREATE TABLE "automation_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "automation_delivery_kind" NOT NULL,
	"enrollment_id" uuid,
	"payload" jsonb NOT NULL,
	"status" "automation_delivery_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_http_status" smallint,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "automation_deliveries" ADD CONSTRAINT "automation_deliveries_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_deliveries_enrollment_id_kind_key" ON "automation_deliveries" USING btree ("enrollment_id","kind");--> statement-breakpoint
CREATE INDEX "automation_deliveries_due_idx" ON "automation_deliveries" USING btree ("next_attempt_at") WHERE "automation_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "automation_deliveries_created_at_idx" ON "automation_deliveries" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "automation_deliveries_status_created_at_idx" ON "automation_deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "automation_deliveries_kind_created_at_idx" ON "automation_deliveries" USING btree ("kind","created_at");