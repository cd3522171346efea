ALTER TYPE "public"."billing_event_kind" ADD VALUE 'SEATS_ADDED';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'SEATS';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_seats" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prorated_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_days" integer;--> statement-breakpoint
-- Hand SQL (backfill): a plan paid before seats were recorded keeps its people active now (at least its last payment's count) as its paid seats.
UPDATE "subscriptions" s SET "paid_seats" = GREATEST(
  COALESCE((SELECT p."user_count" FROM "payments" p WHERE p."organization_id" = s."organization_id" AND p."status" = 'SUCCEEDED' ORDER BY p."created_at" DESC LIMIT 1), 0),
  (SELECT count(*) FROM "users" u WHERE u."organization_id" = s."organization_id" AND u."is_active")::int,
  1
) WHERE s."status" = 'ACTIVE';
