CREATE TABLE "project_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "project_complaints" ADD CONSTRAINT "project_complaints_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_complaints_project_idx" ON "project_complaints" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_complaints_open_idx" ON "project_complaints" USING btree ("project_id") WHERE "project_complaints"."handled_at" is null;