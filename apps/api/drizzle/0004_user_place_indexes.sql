CREATE INDEX "users_city_lower_idx" ON "users" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "users_state_lower_idx" ON "users" USING btree (lower("state"));