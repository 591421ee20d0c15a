CREATE TYPE "public"."message_status" AS ENUM('ENQUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED');--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" varchar(20) NOT NULL,
	"template_id" varchar(64),
	"template_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"status" "message_status" DEFAULT 'ENQUEUED' NOT NULL,
	"provider_message_id" varchar(100),
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_by_id" uuid,
	"source" varchar(100) NOT NULL,
	"reference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_link_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"target" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_click_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_short_link_id_short_links_id_fk" FOREIGN KEY ("short_link_id") REFERENCES "public"."short_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_status_created_at_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "messages_template_id_created_at_idx" ON "messages" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_to_search_idx" ON "messages" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_message_id_key" ON "messages" USING btree ("provider_message_id") WHERE "messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_retry_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" = 'ENQUEUED' and "messages"."provider_message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_key" ON "short_links" USING btree ("code");