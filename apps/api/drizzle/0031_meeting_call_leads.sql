ALTER TYPE "public"."lead_event_kind" ADD VALUE 'CALL';--> statement-breakpoint
-- Hand-written: a call of a lead that no longer exists (the plain uuid of before) keeps its invitee, loses the dangling id.
UPDATE "meeting_calls" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leads" WHERE "leads"."id" = "meeting_calls"."lead_id");--> statement-breakpoint
ALTER TABLE "meeting_calls" ADD CONSTRAINT "meeting_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;