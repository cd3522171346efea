ALTER TABLE "one_time_tokens" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
-- Hand-added: the links already issued take their person's organization before the column becomes NOT NULL.
UPDATE "one_time_tokens" SET "organization_id" = "users"."organization_id" FROM "users" WHERE "users"."id" = "one_time_tokens"."user_id";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_organization_idx" ON "stored_files" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_organization_idx" ON "calendar_feed_tokens" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_organization_idx" ON "one_time_tokens" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sessions_organization_idx" ON "sessions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "historical_leave_batches_organization_idx" ON "historical_leave_batches" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "historical_leave_requests_organization_idx" ON "historical_leave_requests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_organization_idx" ON "leave_ledger_entries" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_organization_idx" ON "coupon_redemptions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "data_uploads_organization_idx" ON "data_uploads" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_organization_idx" ON "mail_outbox" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scheduled_mail_occasions_organization_idx" ON "scheduled_mail_occasions" USING btree ("organization_id");