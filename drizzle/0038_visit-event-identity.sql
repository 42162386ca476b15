ALTER TABLE "home_projects" ADD COLUMN "visit_first_planned_at" timestamp with time zone;--> statement-breakpoint
-- Visits noted before this column: their calendar events were named after the assignment, and keep that name.
UPDATE "home_projects" SET "visit_first_planned_at" = "provider_assigned_at" WHERE "visit_at" IS NOT NULL AND "visit_planned_at" IS NOT NULL;
