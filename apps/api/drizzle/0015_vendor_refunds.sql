CREATE TYPE "public"."payment_refund_status" AS ENUM('PENDING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"vendor_id" "payment_vendor" NOT NULL,
	"vendor_refund_id" varchar(200),
	"idempotency_key" varchar(300),
	"amount" numeric(14, 2) NOT NULL,
	"vendor_amount" numeric(14, 2) NOT NULL,
	"vendor_currency" "currency" NOT NULL,
	"status" "payment_refund_status" NOT NULL,
	"vendor_status" varchar(100),
	"requested_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amounts_positive" CHECK ("payment_refunds"."amount" > 0 and "payment_refunds"."vendor_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_vendor_refund_key" ON "payment_refunds" USING btree ("vendor_id","vendor_refund_id") WHERE "payment_refunds"."vendor_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key") WHERE "payment_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."status" = 'PENDING';