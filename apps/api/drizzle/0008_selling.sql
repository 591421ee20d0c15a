CREATE TYPE "public"."enrollment_alert" AS ENUM('NONE', 'DEBT', 'NO_ATTENDANCE', 'PAYMENT_FAILED');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('ARS', 'USD');--> statement-breakpoint
CREATE TYPE "public"."payment_plan_type" AS ENUM('upfront', 'recurring', 'hybrid', 'complete');--> statement-breakpoint
CREATE TYPE "public"."payment_period" AS ENUM('MONTHLY');--> statement-breakpoint
CREATE TABLE "enrollment_comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_comment_reactions_pkey" PRIMARY KEY("comment_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "enrollment_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_periods" (
	"enrollment_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"waived" boolean DEFAULT false NOT NULL,
	"complementary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_periods_pkey" PRIMARY KEY("enrollment_id","number"),
	CONSTRAINT "enrollment_periods_number_positive" CHECK ("enrollment_periods"."number" >= 1),
	CONSTRAINT "enrollment_periods_paid_within_amount" CHECK ("enrollment_periods"."amount" >= 0 and "enrollment_periods"."paid_amount" >= 0 and "enrollment_periods"."paid_amount" <= "enrollment_periods"."amount")
);
--> statement-breakpoint
CREATE TABLE "alliance_tiers" (
	"alliance_id" uuid NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alliance_tiers_pkey" PRIMARY KEY("alliance_id","code"),
	CONSTRAINT "alliance_tiers_discount_percent_range" CHECK ("alliance_tiers"."discount_percent" >= 0 and "alliance_tiers"."discount_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "alliances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_payment_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" "payment_plan_type" NOT NULL,
	"currency" "currency" NOT NULL,
	"period" "payment_period" DEFAULT 'MONTHLY' NOT NULL,
	"number_of_periods" integer,
	"upfront_amount" numeric(14, 2),
	"period_amount" numeric(14, 2),
	"active" boolean DEFAULT true NOT NULL,
	"alliance_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_payment_plans_amounts_of_type" CHECK (case "course_payment_plans"."type"
        when 'upfront' then "course_payment_plans"."upfront_amount" is not null
        when 'recurring' then "course_payment_plans"."period_amount" is not null and "course_payment_plans"."number_of_periods" is not null
        when 'hybrid' then "course_payment_plans"."upfront_amount" is not null and "course_payment_plans"."period_amount" is not null and "course_payment_plans"."number_of_periods" is not null
        when 'complete' then "course_payment_plans"."period_amount" is not null
      end),
	CONSTRAINT "course_payment_plans_amounts_not_negative" CHECK (coalesce("course_payment_plans"."upfront_amount", 0) >= 0 and coalesce("course_payment_plans"."period_amount", 0) >= 0),
	CONSTRAINT "course_payment_plans_number_of_periods_range" CHECK ("course_payment_plans"."number_of_periods" is null or "course_payment_plans"."number_of_periods" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "payment_plan_tier_overrides" (
	"payment_plan_id" uuid NOT NULL,
	"tier" varchar(30) NOT NULL,
	"upfront_amount" numeric(14, 2),
	"period_amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plan_tier_overrides_pkey" PRIMARY KEY("payment_plan_id","tier"),
	CONSTRAINT "payment_plan_tier_overrides_amounts_not_negative" CHECK (coalesce("payment_plan_tier_overrides"."upfront_amount", 0) >= 0 and coalesce("payment_plan_tier_overrides"."period_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "payment_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "plan_type" "payment_plan_type";--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "currency" "currency";--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "upfront_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "period_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "number_of_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "scholarship_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "manual_reason" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "alliance_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "tier" varchar(30);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "referrer_seller_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "marketing_referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "alert" "enrollment_alert" DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "oldest_unpaid_due_date" date;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "periods_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_comment_reactions" ADD CONSTRAINT "enrollment_comment_reactions_comment_id_enrollment_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."enrollment_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_comment_reactions" ADD CONSTRAINT "enrollment_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_comments" ADD CONSTRAINT "enrollment_comments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_comments" ADD CONSTRAINT "enrollment_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_periods" ADD CONSTRAINT "enrollment_periods_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliance_tiers" ADD CONSTRAINT "alliance_tiers_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payment_plans" ADD CONSTRAINT "course_payment_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payment_plans" ADD CONSTRAINT "course_payment_plans_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plan_tier_overrides" ADD CONSTRAINT "payment_plan_tier_overrides_payment_plan_id_course_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."course_payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_comments_enrollment_id_created_at_idx" ON "enrollment_comments" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "enrollment_comments_created_at_idx" ON "enrollment_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrollment_comments_search_text_idx" ON "enrollment_comments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_periods_owed_due_date_idx" ON "enrollment_periods" USING btree ("due_date") WHERE not "enrollment_periods"."waived" and "enrollment_periods"."paid_amount" < "enrollment_periods"."amount";--> statement-breakpoint
CREATE UNIQUE INDEX "alliances_slug_key" ON "alliances" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "alliances_name_human_idx" ON "alliances" USING btree ("name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "alliances_created_at_idx" ON "alliances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alliances_search_text_idx" ON "alliances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "course_payment_plans_course_id_name_key" ON "course_payment_plans" USING btree ("course_id","name");--> statement-breakpoint
CREATE INDEX "course_payment_plans_course_id_active_idx" ON "course_payment_plans" USING btree ("course_id","active");--> statement-breakpoint
CREATE INDEX "course_payment_plans_alliance_id_idx" ON "course_payment_plans" USING btree ("alliance_id");--> statement-breakpoint
CREATE INDEX "payment_plan_tier_overrides_tier_idx" ON "payment_plan_tier_overrides" USING btree ("tier");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_payment_plan_id_course_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."course_payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_referrer_seller_id_users_id_fk" FOREIGN KEY ("referrer_seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_marketing_referrer_id_users_id_fk" FOREIGN KEY ("marketing_referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_alliance_tier_fkey" FOREIGN KEY ("alliance_id","tier") REFERENCES "public"."alliance_tiers"("alliance_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_course_id_status_oldest_unpaid_idx" ON "enrollments" USING btree ("course_id","status","oldest_unpaid_due_date");--> statement-breakpoint
CREATE INDEX "enrollments_oldest_unpaid_due_date_idx" ON "enrollments" USING btree ("oldest_unpaid_due_date");--> statement-breakpoint
CREATE INDEX "enrollments_status_created_at_idx" ON "enrollments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enrollments_payment_plan_id_idx" ON "enrollments" USING btree ("payment_plan_id");--> statement-breakpoint
CREATE INDEX "enrollments_alliance_id_tier_idx" ON "enrollments" USING btree ("alliance_id","tier");--> statement-breakpoint
CREATE INDEX "enrollments_referrer_seller_id_idx" ON "enrollments" USING btree ("referrer_seller_id");--> statement-breakpoint
CREATE INDEX "enrollments_marketing_referrer_id_idx" ON "enrollments" USING btree ("marketing_referrer_id");--> statement-breakpoint
CREATE INDEX "enrollments_country_idx" ON "enrollments" USING btree ("country");--> statement-breakpoint
CREATE INDEX "enrollments_alert_idx" ON "enrollments" USING btree ("alert") WHERE "enrollments"."alert" <> 'NONE';--> statement-breakpoint
CREATE INDEX "enrollments_periods_paid_idx" ON "enrollments" USING btree ("periods_paid");--> statement-breakpoint
CREATE INDEX "enrollments_inactivated_at_idx" ON "enrollments" USING btree ("inactivated_at") WHERE "enrollments"."status" = 'INACTIVE';--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_scholarship_percent_range" CHECK ("enrollments"."scholarship_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_tier_needs_alliance" CHECK ("enrollments"."tier" is null or "enrollments"."alliance_id" is not null);