ALTER TABLE "mail_queue" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "forget_after_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_projects" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "home_projects" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_queue_project_idx" ON "mail_queue" USING btree ("project_id");