CREATE TYPE "public"."commerce_mail_kind" AS ENUM('PAYMENT_APPROVED', 'PAYMENT_REJECTED', 'REFUND_MADE', 'ENROLLMENT_ACTIVE');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TABLE "commerce_mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "commerce_mail_kind" NOT NULL,
	"subject_id" varchar(200) NOT NULL,
	"to" varchar(254) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_mail_outbox_kind_subject_key" ON "commerce_mail_outbox" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "commerce_mail_outbox_pending_idx" ON "commerce_mail_outbox" USING btree ("next_attempt_at") WHERE "commerce_mail_outbox"."status" = 'PENDING';