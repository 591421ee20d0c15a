DROP INDEX "dev_mailbox_to_idx";--> statement-breakpoint
CREATE INDEX "dev_mailbox_to_search_idx" ON "dev_mailbox" USING gin (lower("to") gin_trgm_ops);