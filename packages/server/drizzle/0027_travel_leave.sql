ALTER TABLE "leave_requests" ADD COLUMN "travel_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "travel_destination" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "travel_end_date" date;