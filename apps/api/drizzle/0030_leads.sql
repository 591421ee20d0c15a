CREATE TYPE "public"."lead_event_kind" AS ENUM('CREATED', 'STATUS', 'SELLER', 'MERGED', 'CONVERTED', 'MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('NEW', 'CONTACTED', 'QUALIFIED', 'MEETING_SCHEDULED', 'WON', 'LOST');--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" "lead_event_kind" NOT NULL,
	"from_value" varchar(100),
	"to_value" varchar(100),
	"actor_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_round_robin" (
	"id" integer PRIMARY KEY NOT NULL,
	"turn" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_round_robin_single_row" CHECK ("lead_round_robin"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lead_seller_turns" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"last_turn" bigint NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"email" varchar(254),
	"phone" varchar(20),
	"country" varchar(2),
	"course_interest_id" uuid,
	"source" varchar(100),
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_touch" jsonb,
	"last_touch" jsonb,
	"consent_at" timestamp with time zone,
	"status" "lead_status" DEFAULT 'NEW' NOT NULL,
	"seller_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enrollment_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_contact_present" CHECK ("leads"."email" is not null or "leads"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_seller_turns" ADD CONSTRAINT "lead_seller_turns_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_interest_id_courses_id_fk" FOREIGN KEY ("course_interest_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_id_at_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_seller_id_created_at_idx" ON "leads" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_country_created_at_idx" ON "leads" USING btree ("country","created_at");--> statement-breakpoint
CREATE INDEX "leads_full_name_idx" ON "leads" USING btree ("full_name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_enrollment_id_idx" ON "leads" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "leads_course_interest_id_idx" ON "leads" USING btree ("course_interest_id");--> statement-breakpoint
CREATE INDEX "leads_attributes_idx" ON "leads" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "lead_round_robin" ("id", "turn") VALUES (1, 0) ON CONFLICT DO NOTHING;
