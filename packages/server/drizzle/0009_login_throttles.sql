CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_throttles_organization_idx" ON "login_throttles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");