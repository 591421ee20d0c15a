DROP INDEX "payments_paid_at_idx";--> statement-breakpoint
CREATE INDEX "payments_vendor_id_segment_created_at_id_idx" ON "payments" USING btree ("vendor_id","segment","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_id_idx" ON "payments" USING btree ("paid_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_amount_desc_id_idx" ON "payments" USING btree ("amount" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_amount_id_idx" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "payments_status_desc_id_idx" ON "payments" USING btree ("status" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "payments_status_id_idx" ON "payments" USING btree ("status","id");