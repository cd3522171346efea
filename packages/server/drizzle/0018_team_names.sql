-- Issue 23 item 1: a person's or an invitation's department reads as its team's name. Migration 0017
-- made the teams (names trimmed, compared with lower()) but left each row its own spelling, so a
-- filter by "Satış" missed "satış "; and rows written after it by code that knew no teams carry a
-- department text and no team. The text is what every write kept until now: it decides the team.
-- A team for every department text that has none yet (named as 0017 named them: the first spelling met).
INSERT INTO "teams" ("organization_id", "name")
SELECT DISTINCT ON ("organization_id", lower(btrim("department"))) "organization_id", btrim("department")
FROM (
  SELECT "organization_id", "department", "created_at" FROM "users"
  UNION ALL
  SELECT "organization_id", "department", "created_at" FROM "invitations"
) AS "named"
WHERE btrim(coalesce("department", '')) <> ''
ORDER BY "organization_id", lower(btrim("department")), "created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every row on the team its text names, and the text the team's name; a blank text is no department.
UPDATE "users" SET "team_id" = "teams"."id", "department" = "teams"."name" FROM "teams"
WHERE "teams"."organization_id" = "users"."organization_id"
  AND lower("teams"."name") = lower(btrim("users"."department"))
  AND ("users"."team_id" IS DISTINCT FROM "teams"."id" OR "users"."department" <> "teams"."name");--> statement-breakpoint
UPDATE "users" SET "team_id" = NULL, "department" = NULL
WHERE btrim(coalesce("department", '')) = '' AND ("team_id" IS NOT NULL OR "department" IS NOT NULL);--> statement-breakpoint
UPDATE "invitations" SET "team_id" = "teams"."id", "department" = "teams"."name" FROM "teams"
WHERE "teams"."organization_id" = "invitations"."organization_id"
  AND lower("teams"."name") = lower(btrim("invitations"."department"))
  AND ("invitations"."team_id" IS DISTINCT FROM "teams"."id" OR "invitations"."department" <> "teams"."name");--> statement-breakpoint
UPDATE "invitations" SET "team_id" = NULL, "department" = NULL
WHERE btrim(coalesce("department", '')) = '' AND ("team_id" IS NOT NULL OR "department" IS NOT NULL);
