ALTER TABLE "organizations" ADD COLUMN "daily_working_minutes" integer DEFAULT 450 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hourly_leave_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "minutes_per_day" integer;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "child_birth_date" date;