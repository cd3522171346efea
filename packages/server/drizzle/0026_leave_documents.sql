CREATE TABLE "leave_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_documents" ADD CONSTRAINT "leave_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_documents" ADD CONSTRAINT "leave_documents_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_documents" ADD CONSTRAINT "leave_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_documents" ADD CONSTRAINT "leave_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_documents_leave_idx" ON "leave_documents" USING btree ("organization_id","leave_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_documents_file_key" ON "leave_documents" USING btree ("file_id");--> statement-breakpoint
-- Hand-written (issue 24 item 5), kept apart from the generated statements above: a leave document's
-- bytes live in stored_files, which has no foreign key to the leave. When a document row goes (deleted
-- itself, or by cascade with its leave, its person or its organization), its stored file goes with it,
-- so no proof (health data, KVKK art. 6) outlives its leave.
CREATE FUNCTION "leave_documents_delete_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "id" = OLD."file_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leave_documents_delete_file" AFTER DELETE ON "leave_documents"
FOR EACH ROW EXECUTE FUNCTION "leave_documents_delete_file"();
