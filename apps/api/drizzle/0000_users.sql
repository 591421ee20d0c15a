CREATE TYPE "public"."scope" AS ENUM('BASIC', 'SU', 'STUDENT', 'TEACHER', 'ACADEMIC', 'MARKETING', 'ACADEMIC_ADMIN', 'SELLER_ADMIN', 'COMMERCIAL_ADMIN', 'MANAGER_ADMIN', 'FARMING', 'HOST', 'SELLER', 'COMMERCIAL', 'MANAGER', 'SELLER_EXTERNAL', 'ALLIANCE_ADMIN');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(20),
	"country" varchar(2),
	"city" varchar(100),
	"state" varchar(100),
	"document_id" varchar(30),
	"alliance_id" uuid,
	"scopes" "scope"[] DEFAULT '{}' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_scopes_idx" ON "users" USING gin ("scopes");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_alliance_id_idx" ON "users" USING btree ("alliance_id");