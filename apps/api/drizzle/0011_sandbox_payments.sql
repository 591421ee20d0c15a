CREATE TABLE "sandbox_payments" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"status" varchar(20) NOT NULL,
	"notification_url" text NOT NULL,
	"idempotency_key" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key" ON "sandbox_payments" USING btree ("idempotency_key");