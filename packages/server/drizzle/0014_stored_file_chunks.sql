CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL,
	"organization_id" uuid,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_chunks_organization_idx" ON "stored_file_chunks" USING btree ("organization_id");