CREATE TYPE "public"."money_movement_type" AS ENUM('INCOME', 'REFUND', 'CHARGEBACK', 'FEE', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."payment_change_source" AS ENUM('STAFF', 'VENDOR', 'SYSTEM', 'SANDBOX');--> statement-breakpoint
CREATE TYPE "public"."payment_component_kind" AS ENUM('UPFRONT', 'PERIOD', 'DISCOUNT', 'FEE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."payment_segment" AS ENUM('UPFRONT', 'QUOTA', 'COMPLEMENTARY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('CREATED', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'REFUNDED', 'CHARGED_BACK');--> statement-breakpoint
CREATE TYPE "public"."payment_vendor" AS ENUM('paypal', 'mercadopago', 'dlocal', 'sandbox', 'manual');--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_currency" "currency" NOT NULL,
	"to_currency" "currency" NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_distinct_currencies" CHECK ("exchange_rates"."from_currency" <> "exchange_rates"."to_currency")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"operation" varchar(100) NOT NULL,
	"owner" varchar(100) NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" "money_movement_type" NOT NULL,
	"source" "payment_vendor" NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"executed" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	"event_key" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"period_number" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_sign" CHECK ((not "payment_allocations"."reversal" and "payment_allocations"."amount" > 0) or ("payment_allocations"."reversal" and "payment_allocations"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "payment_components" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "payment_component_kind" NOT NULL,
	"period_number" integer,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_status_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" "payment_status",
	"to_status" "payment_status" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid,
	"source" "payment_change_source" NOT NULL,
	"vendor_id" "payment_vendor",
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "payment_status" DEFAULT 'CREATED' NOT NULL,
	"vendor_id" "payment_vendor",
	"vendor_reference" varchar(200),
	"segment" "payment_segment" NOT NULL,
	"referrer_seller_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"charged_back_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"link_token_hash" varchar(64) NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_reversed_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."charged_back_amount" >= 0 and "payments"."refunded_amount" + "payments"."charged_back_amount" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "processed_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" "payment_vendor" NOT NULL,
	"event_key" varchar(300) NOT NULL,
	"payment_id" uuid,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_components" ADD CONSTRAINT "payment_components_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_referrer_seller_id_users_id_fk" FOREIGN KEY ("referrer_seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_notifications" ADD CONSTRAINT "processed_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_created_at_idx" ON "exchange_rates" USING btree ("from_currency","to_currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("operation","owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_payment_event_key" ON "money_movements" USING btree ("payment_id","type","event_key");--> statement-breakpoint
CREATE INDEX "money_movements_occurred_at_idx" ON "money_movements" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "money_movements_type_occurred_at_idx" ON "money_movements" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "money_movements_source_occurred_at_idx" ON "money_movements" USING btree ("source","occurred_at");--> statement-breakpoint
CREATE INDEX "money_movements_currency_occurred_at_idx" ON "money_movements" USING btree ("currency","occurred_at");--> statement-breakpoint
CREATE INDEX "money_movements_executed_occurred_at_idx" ON "money_movements" USING btree ("executed","occurred_at");--> statement-breakpoint
CREATE INDEX "money_movements_payment_id_idx" ON "money_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_id_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_enrollment_period_idx" ON "payment_allocations" USING btree ("enrollment_id","period_number");--> statement-breakpoint
CREATE INDEX "payment_components_payment_id_idx" ON "payment_components" USING btree ("payment_id","position");--> statement-breakpoint
CREATE INDEX "payment_status_changes_payment_id_at_idx" ON "payment_status_changes" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_link_token_hash_key" ON "payments" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_vendor_reference_key" ON "payments" USING btree ("vendor_id","vendor_reference") WHERE "payments"."vendor_reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_vendor_id_created_at_idx" ON "payments" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_segment_created_at_idx" ON "payments" USING btree ("segment","created_at");--> statement-breakpoint
CREATE INDEX "payments_referrer_seller_id_created_at_idx" ON "payments" USING btree ("referrer_seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_enrollment_id_idx" ON "payments" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "processed_notifications_vendor_event_key" ON "processed_notifications" USING btree ("vendor_id","event_key");--> statement-breakpoint
CREATE INDEX "processed_notifications_processed_at_idx" ON "processed_notifications" USING btree ("processed_at");