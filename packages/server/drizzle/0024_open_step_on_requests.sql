ALTER TABLE "leave_requests" ADD COLUMN "open_step" "approval_step_kind";--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "open_step_team_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "earlier_decider_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_earlier_decider_id_users_id_fk" FOREIGN KEY ("earlier_decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_open_step_idx" ON "leave_requests" USING btree ("organization_id","open_step","open_step_team_id","user_id","earlier_decider_id") WHERE "leave_requests"."status" = 'PENDING';--> statement-breakpoint
-- ─── Hand-written (issue 23): backfill of the open step kept on pending requests ───────────────────
-- The same values as features/approvals/open-step-columns.ts writes: the first undecided step row
-- (ADMIN when the request has none: the spec's one İK step), the requester's team, and who approved
-- an earlier step. Requests that are not PENDING keep nulls.
UPDATE "leave_requests" r SET
  "open_step" = coalesce((SELECT st."kind" FROM "leave_approval_steps" st
      WHERE st."leave_request_id" = r."id" AND st."outcome" IS NULL ORDER BY st."position" LIMIT 1), 'ADMIN'),
  "open_step_team_id" = (SELECT u."team_id" FROM "users" u WHERE u."id" = r."user_id"),
  "earlier_decider_id" = (SELECT st."decided_by_id" FROM "leave_approval_steps" st
      WHERE st."leave_request_id" = r."id" AND st."outcome" = 'APPROVED' ORDER BY st."position" DESC LIMIT 1)
WHERE r."status" = 'PENDING';
