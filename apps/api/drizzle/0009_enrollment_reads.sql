ALTER TABLE "enrollments" ADD COLUMN "inactive_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "alert_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "course_classes_recorded_course_id_idx" ON "course_classes" USING btree ("course_id") WHERE "course_classes"."recording_url" is not null;--> statement-breakpoint
CREATE INDEX "enrollments_inactive_search_text_idx" ON "enrollments" USING gin ("inactive_search_text" gin_trgm_ops) WHERE "enrollments"."status" = 'INACTIVE';