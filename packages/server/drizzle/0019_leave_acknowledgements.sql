CREATE TABLE "leave_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_acknowledgements" ADD CONSTRAINT "leave_acknowledgements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_acknowledgements" ADD CONSTRAINT "leave_acknowledgements_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_acknowledgements" ADD CONSTRAINT "leave_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_acknowledgements_period_key" ON "leave_acknowledgements" USING btree ("organization_id","leave_request_id","start_date","end_date","days");--> statement-breakpoint
-- An acknowledgement is the employee's signature on the leave record: what he confirmed never changes.
CREATE FUNCTION "leave_acknowledgements_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'leave_acknowledgements rows are never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leave_acknowledgements_unchanged" BEFORE UPDATE ON "leave_acknowledgements"
FOR EACH ROW EXECUTE FUNCTION "leave_acknowledgements_unchanged"();
