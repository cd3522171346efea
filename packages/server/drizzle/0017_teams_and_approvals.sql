CREATE TYPE "public"."approval_outcome" AS ENUM('APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."approval_step_kind" AS ENUM('TEAM_MANAGER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."team_rule_mode" AS ENUM('REFUSE', 'NEEDS_ADMIN');--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"minimum_at_work" integer,
	"minimum_staffing_mode" "team_rule_mode" DEFAULT 'REFUSE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_approval_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" "approval_step_kind" NOT NULL,
	"outcome" "approval_outcome",
	"decided_by_id" uuid,
	"on_behalf_of_id" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mode" "team_rule_mode" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minimum_notice_rules" (
	"organization_id" uuid NOT NULL,
	"leave_type" text NOT NULL,
	"days" integer NOT NULL,
	"mode" "team_rule_mode" NOT NULL,
	CONSTRAINT "minimum_notice_rules_organization_id_leave_type_pk" PRIMARY KEY("organization_id","leave_type")
);
--> statement-breakpoint
CREATE TABLE "team_managers" (
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_managers_organization_id_team_id_user_id_pk" PRIMARY KEY("organization_id","team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "approval_flow" jsonb DEFAULT '{"kind":"ADMIN_ONLY","leaveTypeRoutes":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "substitute_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "rule_breaks" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_periods" ADD CONSTRAINT "lock_periods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_periods" ADD CONSTRAINT "lock_periods_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minimum_notice_rules" ADD CONSTRAINT "minimum_notice_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organization_name_key" ON "teams" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "approval_delegations_organization_approver_idx" ON "approval_delegations" USING btree ("organization_id","approver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_approval_steps_request_position_key" ON "leave_approval_steps" USING btree ("leave_request_id","position");--> statement-breakpoint
CREATE INDEX "leave_approval_steps_organization_idx" ON "leave_approval_steps" USING btree ("organization_id","leave_request_id");--> statement-breakpoint
CREATE INDEX "lock_periods_organization_dates_idx" ON "lock_periods" USING btree ("organization_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "team_managers_user_idx" ON "team_managers" USING btree ("organization_id","user_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_substitute_id_users_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");--> statement-breakpoint
-- Every department text becomes a team of its organization: names trimmed, one team per name
-- compared case-insensitively (the first spelling met, by who was added first, names it).
INSERT INTO "teams" ("organization_id", "name")
SELECT DISTINCT ON ("organization_id", lower(btrim("department"))) "organization_id", btrim("department")
FROM (
  SELECT "organization_id", "department", "created_at" FROM "users"
  UNION ALL
  SELECT "organization_id", "department", "created_at" FROM "invitations"
) AS "named"
WHERE btrim(coalesce("department", '')) <> ''
ORDER BY "organization_id", lower(btrim("department")), "created_at";--> statement-breakpoint
UPDATE "users" SET "team_id" = "teams"."id" FROM "teams"
WHERE "teams"."organization_id" = "users"."organization_id" AND lower("teams"."name") = lower(btrim("users"."department"));--> statement-breakpoint
UPDATE "invitations" SET "team_id" = "teams"."id" FROM "teams"
WHERE "teams"."organization_id" = "invitations"."organization_id" AND lower("teams"."name") = lower(btrim("invitations"."department"));
--> statement-breakpoint
-- A request pending before approval flows existed waits for the spec's one step: an ADMIN.
INSERT INTO "leave_approval_steps" ("organization_id", "leave_request_id", "position", "kind")
SELECT "organization_id", "id", 1, 'ADMIN' FROM "leave_requests" WHERE "status" = 'PENDING';
