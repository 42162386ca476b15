ALTER TABLE "home_projects" ADD COLUMN "visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_projects" ADD COLUMN "visit_planned_at" timestamp with time zone;