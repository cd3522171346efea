ALTER TABLE "audit_log" DROP COLUMN "actor";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "subject";