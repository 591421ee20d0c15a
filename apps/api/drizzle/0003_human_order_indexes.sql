DROP INDEX "course_classes_course_id_title_idx";--> statement-breakpoint
DROP INDEX "course_exams_course_id_title_idx";--> statement-breakpoint
DROP INDEX "course_templates_active_name_idx";--> statement-breakpoint
DROP INDEX "course_topics_name_idx";--> statement-breakpoint
DROP INDEX "courses_title_idx";--> statement-breakpoint
DROP INDEX "users_last_name_idx";--> statement-breakpoint
CREATE INDEX "course_classes_course_id_title_human_idx" ON "course_classes" USING btree ("course_id","title" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "course_exams_course_id_title_human_idx" ON "course_exams" USING btree ("course_id","title" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "course_templates_active_name_human_idx" ON "course_templates" USING btree ("active","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "course_topics_name_human_idx" ON "course_topics" USING btree ("name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "courses_title_human_idx" ON "courses" USING btree ("title" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "users_last_name_human_idx" ON "users" USING btree ("last_name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "users_first_name_human_idx" ON "users" USING btree ("first_name" collate "und-x-icu");