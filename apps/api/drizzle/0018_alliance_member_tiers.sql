-- A member of an alliance has a tier of it (users.alliance_tier, kept one of his alliance by a
-- composite foreign key), and every membership change is recorded (alliance_membership_changes).
CREATE TYPE "public"."alliance_membership_action" AS ENUM('JOINED', 'TIER_CHANGED', 'LEFT');--> statement-breakpoint
CREATE TABLE "alliance_membership_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"alliance_id" uuid NOT NULL,
	"action" "alliance_membership_action" NOT NULL,
	"tier" varchar(30),
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alliance_tier" varchar(30);--> statement-breakpoint
ALTER TABLE "alliance_membership_changes" ADD CONSTRAINT "alliance_membership_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliance_membership_changes" ADD CONSTRAINT "alliance_membership_changes_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliance_membership_changes" ADD CONSTRAINT "alliance_membership_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alliance_membership_changes_user_id_changed_at_idx" ON "alliance_membership_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "alliance_membership_changes_alliance_id_changed_at_idx" ON "alliance_membership_changes" USING btree ("alliance_id","changed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_alliance_tier_fkey" FOREIGN KEY ("alliance_id","alliance_tier") REFERENCES "public"."alliance_tiers"("alliance_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_alliance_id_tier_idx" ON "users" USING btree ("alliance_id","alliance_tier");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_needs_alliance" CHECK ("users"."alliance_tier" is null or "users"."alliance_id" is not null);