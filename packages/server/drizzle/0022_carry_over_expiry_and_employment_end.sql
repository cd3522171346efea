ALTER TYPE "public"."ledger_kind" ADD VALUE 'EXPIRY';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "extra_leave_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "extra_leave_expiry_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employment_end_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_one_expiry_per_service_year" ON "leave_ledger_entries" USING btree ("user_id","service_year","kind") WHERE kind not in ('OPENING_BALANCE', 'GRANT', 'USAGE', 'RETURN', 'ADJUSTMENT', 'HISTORICAL_USAGE');