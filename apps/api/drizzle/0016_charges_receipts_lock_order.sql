CREATE TYPE "public"."unapplied_charge_reason" AS ENUM('SECOND_CHARGE', 'PAYMENT_CANCELLED', 'PAYMENT_EXPIRED', 'PAYMENT_REJECTED', 'AMOUNT_MISMATCH');--> statement-breakpoint
CREATE TYPE "public"."unapplied_charge_status" AS ENUM('OPEN', 'APPLIED', 'REFUNDED');--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_last_number_non_negative" CHECK ("receipt_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unapplied_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"vendor_id" "payment_vendor" NOT NULL,
	"vendor_reference" varchar(200) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"reason" "unapplied_charge_reason" NOT NULL,
	"status" "unapplied_charge_status" DEFAULT 'OPEN' NOT NULL,
	"vendor_status" varchar(100) NOT NULL,
	"vendor_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"refund_reference" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unapplied_charges_amount_positive" CHECK ("unapplied_charges"."amount" > 0),
	CONSTRAINT "unapplied_charges_decided_when_closed" CHECK (("unapplied_charges"."status" = 'OPEN') = ("unapplied_charges"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_charge_reference" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "unapplied_charges" ADD CONSTRAINT "unapplied_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_charges" ADD CONSTRAINT "unapplied_charges_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unapplied_charges_vendor_reference_key" ON "unapplied_charges" USING btree ("vendor_id","vendor_reference");--> statement-breakpoint
CREATE INDEX "unapplied_charges_status_created_at_idx" ON "unapplied_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "unapplied_charges_vendor_id_created_at_idx" ON "unapplied_charges" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "unapplied_charges_payment_id_idx" ON "unapplied_charges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "unapplied_charges_created_at_idx" ON "unapplied_charges" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_charge_id_unapplied_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."unapplied_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_charge_id_idx" ON "payment_allocations" USING btree ("charge_id") WHERE "payment_allocations"."charge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_positive" CHECK ("payments"."receipt_number" > 0);--> statement-breakpoint
-- hand-written
-- Receipt numbers of the payments approved before this migration, in approval order: the
-- first APPROVED entry of their history, else paid_at, else created_at; then id.
WITH "approved" AS (
  SELECT p."id",
         row_number() OVER (
           ORDER BY coalesce(
             (SELECT min(c."at") FROM "payment_status_changes" c
              WHERE c."payment_id" = p."id" AND c."to_status" = 'APPROVED'),
             p."paid_at", p."created_at"), p."id") AS "number"
  FROM "payments" p
  WHERE p."status" IN ('APPROVED', 'REFUNDED', 'CHARGED_BACK')
)
UPDATE "payments" p SET "receipt_number" = a."number" FROM "approved" a WHERE a."id" = p."id";--> statement-breakpoint
-- The counter goes on from the last number given.
INSERT INTO "receipt_counters" ("name", "last_number")
SELECT 'receipts', coalesce(max("receipt_number"), 0) FROM "payments";--> statement-breakpoint
-- The vendor charge each approved vendor payment applied, as its details kept it (a second
-- charge may have overwritten it before this migration: nothing else remembers it).
UPDATE "payments" SET "applied_charge_reference" = "details"->>'vendorPaymentId'
WHERE "status" IN ('APPROVED', 'REFUNDED', 'CHARGED_BACK')
  AND "vendor_id" IS NOT NULL AND "vendor_id" <> 'manual'
  AND jsonb_typeof("details"->'vendorPaymentId') = 'string';
