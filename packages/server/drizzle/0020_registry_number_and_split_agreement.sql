ALTER TABLE "users" ADD COLUMN "registry_number" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "split_agreed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_organization_registry_number_key" ON "users" USING btree ("organization_id","registry_number") WHERE "users"."registry_number" is not null;