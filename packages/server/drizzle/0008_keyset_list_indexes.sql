DROP INDEX "users_organization_created_idx";--> statement-breakpoint
DROP INDEX "leave_requests_organization_created_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_organization_status_created_idx" ON "leave_requests" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leave_requests_user_created_idx" ON "leave_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leave_requests_user_start_created_idx" ON "leave_requests" USING btree ("user_id","start_date","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_organization_created_idx" ON "users" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leave_requests_organization_created_idx" ON "leave_requests" USING btree ("organization_id","created_at","id");