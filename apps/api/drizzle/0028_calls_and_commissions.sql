CREATE TYPE "public"."commission_line_kind" AS ENUM('ACCRUAL', 'CLAWBACK', 'PAYOUT');--> statement-breakpoint
CREATE TYPE "public"."meeting_call_status" AS ENUM('SCHEDULED', 'DONE', 'NO_SHOW', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."commerce_mail_kind" ADD VALUE 'MEETING_INVITATION';--> statement-breakpoint
ALTER TYPE "public"."commerce_mail_kind" ADD VALUE 'MEETING_CANCELLATION';--> statement-breakpoint
CREATE TABLE "commission_accounts" (
	"seller_id" uuid NOT NULL,
	"currency" "currency" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_accounts_seller_id_currency_pk" PRIMARY KEY("seller_id","currency")
);
--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" "commission_line_kind" NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"rate_percent" numeric(5, 2),
	"base" numeric(14, 2),
	"payment_id" uuid,
	"enrollment_id" uuid,
	"event_key" varchar(200),
	"note" varchar(500),
	"occurred_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"user_id" uuid,
	"seller_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" varchar(2048),
	"status" "meeting_call_status" DEFAULT 'SCHEDULED' NOT NULL,
	"outcome" text,
	"notes" text,
	"invitee_email" varchar(254),
	"invitee_name" varchar(201),
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_accounts" ADD CONSTRAINT "commission_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_payment_event_key" ON "commission_lines" USING btree ("payment_id","event_key") WHERE "commission_lines"."payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "commission_lines_seller_occurred_idx" ON "commission_lines" USING btree ("seller_id","occurred_at");--> statement-breakpoint
CREATE INDEX "commission_lines_seller_currency_kind_idx" ON "commission_lines" USING btree ("seller_id","currency","kind");--> statement-breakpoint
CREATE INDEX "commission_rates_seller_from_idx" ON "commission_rates" USING btree ("seller_id","effective_from");--> statement-breakpoint
CREATE INDEX "meeting_calls_seller_scheduled_idx" ON "meeting_calls" USING btree ("seller_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "meeting_calls_scheduled_idx" ON "meeting_calls" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "meeting_calls_user_idx" ON "meeting_calls" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_calls_lead_idx" ON "meeting_calls" USING btree ("lead_id");--> statement-breakpoint
-- Hand-written (Drizzle has no exclusion constraints): two SCHEDULED calls of one seller never overlap,
-- concurrent inserts included; the API maps a violation to MEETING_CALL_OVERLAP (409).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_ends_after_start" CHECK ("ends_at" > "scheduled_at");--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_no_overlap" EXCLUDE USING gist ("seller_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&) WHERE ("status" = 'SCHEDULED');
