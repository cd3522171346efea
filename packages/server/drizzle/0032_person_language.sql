CREATE TYPE "public"."language" AS ENUM('tr', 'en');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language";