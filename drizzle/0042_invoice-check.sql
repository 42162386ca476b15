ALTER TABLE "home_projects" ADD COLUMN "invoice_checked_cents" integer;--> statement-breakpoint
ALTER TABLE "home_projects" ADD COLUMN "invoice_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "home_projects_invoice_service_idx" ON "home_projects" USING btree ("service_id","invoice_amount_cents","created_at","id") WHERE "home_projects"."invoice_amount_cents" is not null;