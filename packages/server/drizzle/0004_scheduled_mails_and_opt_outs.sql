CREATE TABLE "scheduled_mail_occasions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historical_leave_batches" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "birthday_mails_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday_mails_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_mail_occasions" ADD CONSTRAINT "scheduled_mail_occasions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_mail_occasions_key" ON "scheduled_mail_occasions" USING btree ("occasion","subject_id","local_date");