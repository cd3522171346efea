ALTER TABLE "leave_requests" ADD COLUMN "requested_by_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_organization_start_idx" ON "users" USING btree ("organization_id","start_date","created_at","id");--> statement-breakpoint
-- Hand-written backfill (not generated): who asked for the requests written before the column.
-- The person themselves; a leave an ADMIN/MANAGER recorded for them (audited 'leave.record') or
-- a past leave recorded through the consent flow (its ledger entry names the recorder): that person;
-- one the operator created (audited 'leave.create' by an OPERATOR): nobody.
UPDATE "leave_requests" SET "requested_by_id" = "user_id";--> statement-breakpoint
UPDATE "leave_requests" r SET "requested_by_id" = a."actor_id" FROM "audit_log" a WHERE a."action" = 'leave.record' AND a."actor_kind" = 'USER' AND a."target_id" = r."id"::text;--> statement-breakpoint
UPDATE "leave_requests" r SET "requested_by_id" = e."created_by_id" FROM "leave_ledger_entries" e WHERE e."leave_request_id" = r."id" AND e."kind" = 'HISTORICAL_USAGE' AND e."created_by_id" IS NOT NULL;--> statement-breakpoint
UPDATE "leave_requests" r SET "requested_by_id" = NULL FROM "audit_log" a WHERE a."action" = 'leave.create' AND a."actor_kind" = 'OPERATOR' AND a."target_id" = r."id"::text;
