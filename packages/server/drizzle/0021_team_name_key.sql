-- Issue 23 item 1, docs/approval-rules.md "Team names": two team names are one team when their key is
-- the same, the key the domain's teamNameKey computes: NFC, white space collapsed and trimmed, lower
-- case by the Turkish rules (I → ı, İ → i). lower() alone folded "IŞIK" to "işık" and never met
-- "Işık". The server writes the key from now on; this backfill folds the same way in SQL, explicitly,
-- since no Turkish locale is guaranteed: the Turkish capitals (and the circumflexed vowels) first by
-- translate(), then lower(). src/db/migration-0021-team-name-key.test.ts holds the two equal.
ALTER TABLE "teams" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "teams" SET "name_key" = lower(translate(
  btrim(regexp_replace(normalize("name", NFC), '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' '),
  'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'));--> statement-breakpoint
-- Two teams of one organization that the new key makes one (e.g. "Işık" and "IŞIK", kept apart by
-- lower()): both are kept, with their members, managers and rules; the older keeps its name, each
-- later one gets " (2)", " (3)"… (the first number no other team's key has), carried to its members'
-- and invitations' department. An ADMIN merges them by hand if they are one department.
DO $$
DECLARE
  clash record;
  n integer;
BEGIN
  FOR clash IN
    SELECT "id", "organization_id", "name_key" FROM (
      SELECT "id", "organization_id", "name_key",
        row_number() OVER (PARTITION BY "organization_id", "name_key" ORDER BY "created_at", "id") AS "rank"
      FROM "teams"
    ) AS "ranked"
    WHERE "rank" > 1
    ORDER BY "organization_id", "name_key", "rank"
  LOOP
    n := 2;
    WHILE EXISTS (
      SELECT 1 FROM "teams"
      WHERE "organization_id" = clash."organization_id" AND "name_key" = clash."name_key" || ' (' || n || ')'
    ) LOOP
      n := n + 1;
    END LOOP;
    UPDATE "teams" SET "name" = "name" || ' (' || n || ')', "name_key" = "name_key" || ' (' || n || ')'
    WHERE "id" = clash."id";
    UPDATE "users" SET "department" = "teams"."name" FROM "teams"
    WHERE "teams"."id" = clash."id" AND "users"."team_id" = clash."id";
    UPDATE "invitations" SET "department" = "teams"."name" FROM "teams"
    WHERE "teams"."id" = clash."id" AND "invitations"."team_id" = clash."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "teams_organization_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organization_name_key" ON "teams" USING btree ("organization_id","name_key");
