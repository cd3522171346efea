DROP INDEX "historical_leave_batches_organization_idx";--> statement-breakpoint
DROP INDEX "data_uploads_organization_idx";--> statement-breakpoint
DROP INDEX "payments_organization_created";--> statement-breakpoint
CREATE INDEX "historical_leave_batches_organization_created_idx" ON "historical_leave_batches" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_uploads_organization_uploaded_idx" ON "data_uploads" USING btree ("organization_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "payments_organization_created_idx" ON "payments" USING btree ("organization_id","created_at","id");