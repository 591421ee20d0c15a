DROP INDEX "dev_mailbox_to_idx";--> statement-breakpoint
CREATE INDEX "course_templates_name_human_idx" ON "course_templates" USING btree ("name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "course_templates_created_at_idx" ON "course_templates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dev_mailbox_to_search_idx" ON "dev_mailbox" USING gin (lower("to") gin_trgm_ops);