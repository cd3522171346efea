DROP INDEX "leave_ledger_organization_idx";--> statement-breakpoint
DROP INDEX "users_organization_created_idx";--> statement-breakpoint
CREATE INDEX "users_organization_active_idx" ON "users" USING btree ("organization_id","is_active");--> statement-breakpoint
CREATE INDEX "leave_ledger_balance_idx" ON "leave_ledger_entries" USING btree ("organization_id","user_id","kind","days");--> statement-breakpoint
CREATE INDEX "leave_ledger_request_idx" ON "leave_ledger_entries" USING btree ("leave_request_id");--> statement-breakpoint
CREATE INDEX "leave_requests_organization_created_idx" ON "leave_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_approved_end_idx" ON "leave_requests" USING btree ("organization_id","end_date","start_date","user_id") WHERE "leave_requests"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "users_organization_created_idx" ON "users" USING btree ("organization_id","created_at","start_date","id");